// Prices quote requests with @tripx/application, in-process, as another channel would:
//   node quote.mjs <catalogue dir> <request.json>...
// One JSON line per request: the refusal (which rule, which field) or every plan line with its
// eligibility and price. The README of @tripx/application shows these lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFromFiles, CheckEligibilityUseCase, QuoteUseCase } from '@tripx/application';
import { Effect } from 'effect';

const [dir = 'catalogue', ...requests] = process.argv.slice(2);

const catalogue = catalogueFromFiles({
  read: (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')),
  list: (sub) => readdirSync(join(dir, sub)),
});
if (!catalogue.ok) throw new Error(`catalogue refused: ${JSON.stringify(catalogue.errors)}`);
const rates = { load: () => Effect.succeed(catalogue.value) };
const clock = { now: () => new Date() };
const quote = new QuoteUseCase(rates, clock);
const eligibility = new CheckEligibilityUseCase(rates, clock);
const run = (effect) => Effect.runPromise(Effect.either(effect));

for (const file of requests) {
  const body = JSON.parse(readFileSync(file, 'utf8'));
  const answer = await run(quote.execute(body));
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
  // Which plans of the category each traveller may buy: the same request, its plans left out.
  const open = await run(
    eligibility.execute({ ...body, paxes: body.paxes.map(({ plans: _, ...pax }) => pax) }),
  );
  const mayBuy = (open.right?.paxes ?? []).map((pax) => ({
    pax: pax.referenceNumber,
    plans: pax.plans.filter((p) => p.status === 'ELIGIBLE').map((p) => p.code),
  }));
  console.log(JSON.stringify({ file, totalCents: answer.right.totalCents, plans, mayBuy }));
}
