// The typed twin of quote.mjs, checked by `tsc --noEmit` against the packages' declarations (the
// ESM ones: this package is "type": "module"). What a TypeScript channel writes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFromFiles, QuoteUseCase, type QuoteResponse } from '@tripx/application';
import { addDays, calendarDateAt, type CalendarDate, type PlanReasonCode } from '@tripx/domain';
import { Effect } from 'effect';

type Line =
  | { pax: number; code: string; totalCents: number }
  | { pax: number; code: string; reasons: readonly PlanReasonCode[] };

const [dir = 'catalogue', ...requests] = process.argv.slice(2);

const catalogue = catalogueFromFiles({
  read: (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')),
  list: (sub) => readdirSync(join(dir, sub)),
});
if (!catalogue.ok) throw new Error(`catalogue refused: ${JSON.stringify(catalogue.errors)}`);
const rating = catalogue.value;
const quote = new QuoteUseCase({ load: () => Effect.succeed(rating) }, { now: () => new Date() });

/** A departure a month from today in Toronto, as the server counts days. */
export const inAMonth: CalendarDate = addDays(calendarDateAt(new Date()), 30);

const lines = (answer: QuoteResponse): Line[] =>
  answer.paxes.flatMap((pax) =>
    pax.plans.map(({ code, eligible, reasons, totalCents }): Line =>
      eligible ? { pax: pax.referenceNumber, code, totalCents } : { pax: pax.referenceNumber, code, reasons },
    ),
  );

for (const file of requests) {
  const answer = await Effect.runPromise(
    Effect.either(quote.execute(JSON.parse(readFileSync(file, 'utf8')))),
  );
  if (answer._tag === 'Left') {
    const failure = answer.left;
    const fields = failure._tag === 'InvalidRequest' ? failure.fields : [];
    console.log(JSON.stringify({ file, refused: failure.code, fields }));
  } else
    console.log(JSON.stringify({ file, totalCents: answer.right.totalCents, plans: lines(answer.right) }));
}
