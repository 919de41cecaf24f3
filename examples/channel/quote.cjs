// The CommonJS twin of quote.mjs (same arguments, same output): `require` loads the packages'
// CommonJS build.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { catalogueFromFiles, QuoteUseCase } = require('@tripx/application');
const { Effect } = require('effect');

const [dir = 'catalogue', ...requests] = process.argv.slice(2);

const catalogue = catalogueFromFiles({
  read: (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')),
  list: (sub) => readdirSync(join(dir, sub)),
});
if (!catalogue.ok) throw new Error(`catalogue refused: ${JSON.stringify(catalogue.errors)}`);
const quote = new QuoteUseCase({ load: () => Effect.succeed(catalogue.value) }, { now: () => new Date() });

const main = async () => {
  for (const file of requests) {
    const answer = await Effect.runPromise(
      Effect.either(quote.execute(JSON.parse(readFileSync(file, 'utf8')))),
    );
    if (answer._tag === 'Left') {
      const { code, fields = [] } = answer.left;
      console.log(JSON.stringify({ file, refused: code, fields }));
      continue;
    }
    const plans = answer.right.paxes.flatMap((pax) =>
      pax.plans.map(({ code, eligible, reasons, totalCents }) =>
        eligible
          ? { pax: pax.referenceNumber, code, totalCents }
          : { pax: pax.referenceNumber, code, reasons },
      ),
    );
    console.log(JSON.stringify({ file, totalCents: answer.right.totalCents, plans }));
  }
};
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
