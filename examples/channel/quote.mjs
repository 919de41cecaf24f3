// Prices quote requests with @tripx/application, in-process, as another channel would:
//   node quote.mjs <catalogue dir> <request.json>...
// One JSON line per request: the refusal (which rule, which field) or every plan line with its
// eligibility and price. The README of @tripx/application shows these lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFromFiles, QuoteUseCase } from '@tripx/application';
import { Effect } from 'effect';

const [dir = 'catalogue', ...requests] = process.argv.slice(2);

const catalogue = catalogueFromFiles({
  read: (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')),
  list: (sub) => readdirSync(join(dir, sub)),
});
if (!catalogue.ok) throw new Error(`catalogue refused: ${JSON.stringify(catalogue.errors)}`);
const quote = new QuoteUseCase({ load: () => Effect.succeed(catalogue.value) }, { now: () => new Date() });

for (const file of requests) {
  const answer = await Effect.runPromise(
    Effect.either(quote.execute(JSON.parse(readFileSync(file, 'utf8')))),
  );
  if (answer._tag === 'Left') {
    const { code, fields = [] } = answer.left; // the sale rules and the request's shape
    console.log(JSON.stringify({ file, refused: code, fields }));
    continue;
  }
  const plans = answer.right.paxes.flatMap((pax) =>
    pax.plans.map(({ code, eligible, reasons, totalCents }) =>
      eligible ? { pax: pax.referenceNumber, code, totalCents } : { pax: pax.referenceNumber, code, reasons },
    ),
  );
  console.log(JSON.stringify({ file, totalCents: answer.right.totalCents, plans }));
}
