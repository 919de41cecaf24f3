// The typed twin of quote.mjs, checked by `tsc --noEmit` against the packages' declarations (the
// ESM ones: this package is "type": "module"). What a TypeScript channel writes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogueFromFiles,
  CheckEligibilityUseCase,
  QuoteUseCase,
  type EligibilityResponse,
  type QuoteResponse,
} from '@tripx/application';
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
const rates = { load: () => Effect.succeed(catalogue.value) };
const clock = { now: () => new Date() };
const quote = new QuoteUseCase(rates, clock);
const eligibility = new CheckEligibilityUseCase(rates, clock);

/** A departure a month from today in Toronto, as the server counts days. */
export const inAMonth: CalendarDate = addDays(calendarDateAt(new Date()), 30);

const lines = (answer: QuoteResponse): Line[] =>
  answer.paxes.flatMap((pax) =>
    pax.plans.map(({ code, eligible, reasons, totalCents }): Line =>
      eligible ? { pax: pax.referenceNumber, code, totalCents } : { pax: pax.referenceNumber, code, reasons },
    ),
  );

const mayBuy = (answer: EligibilityResponse): { pax: number; plans: string[] }[] =>
  answer.paxes.map((pax) => ({
    pax: pax.referenceNumber,
    plans: pax.plans.filter((p) => p.status === 'ELIGIBLE').map((p) => p.code),
  }));

for (const file of requests) {
  const body: { paxes: { plans?: unknown }[] } = JSON.parse(readFileSync(file, 'utf8'));
  const answer = await Effect.runPromise(Effect.either(quote.execute(body)));
  if (answer._tag === 'Left') {
    const failure = answer.left;
    const fields = failure._tag === 'InvalidRequest' ? failure.fields : [];
    console.log(JSON.stringify({ file, refused: failure.code, fields }));
    continue;
  }
  const paxes = body.paxes.map(({ plans: _, ...pax }) => pax);
  const open = await Effect.runPromise(Effect.either(eligibility.execute({ ...body, paxes })));
  const plans = lines(answer.right);
  console.log(
    JSON.stringify({
      file,
      totalCents: answer.right.totalCents,
      plans,
      mayBuy: open._tag === 'Right' ? mayBuy(open.right) : [],
    }),
  );
}
