import type { PlanCode } from '../shared/enums';
import { evaluatePlan } from './evaluate-plan';
import { familyPremium, familyShares } from './family-premium';
import { pricedLine, unpricedLine } from './plan-lines';
import type { Member, QuoteContext } from './quote-context';
import type { PlanQuote } from './quote';
import type { PlanEntry } from './quote-request';

/**
 * A traveller's line of the family's plan: the family's options (the first listing's entry) with the
 * traveller's own trip cost, which their trip cancellation insures (spec 3: a trip cost per traveller).
 */
const memberEntry = (family: PlanEntry, own: PlanEntry): PlanEntry => {
  const tripCostCents = own.tripPreference.tripCostCents;
  if (tripCostCents === family.tripPreference.tripCostCents) return family;
  const { tripCostCents: _family, ...options } = family.tripPreference;
  return {
    ...family,
    tripPreference: tripCostCents === undefined ? options : { ...options, tripCostCents },
  };
};

/**
 * One plan for a family: every traveller and dependent is a member, rated with the parameters of the
 * first traveller who lists the plan (a family buys one plan). The family premium is shared by the
 * travellers who list it. Trip cancellation is each line's own: a traveller's on their own trip cost,
 * the dependents' trip costs on the first line's. Any member too old, not eligible or without the
 * questionnaire stops the family line for everyone, with the reason on each line. Returns the lines
 * by traveller index.
 */
export const priceFamilyPlan = (
  code: PlanCode,
  listing: readonly { readonly index: number; readonly entry: PlanEntry }[],
  paxes: readonly Member[],
  dependents: readonly Member[],
  ctx: QuoteContext,
): Map<number, PlanQuote> => {
  const out = new Map<number, PlanQuote>();
  const primary = listing[0];
  if (!primary) return out;
  const entry = primary.entry;
  const paxEvals = paxes.map((m) => evaluatePlan(code, entry, m, ctx));
  const depEvals = dependents.map((m) => evaluatePlan(code, entry, m, ctx));
  const all = [...paxEvals, ...depEvals];
  const members = [...paxes, ...dependents];
  const plan = ctx.catalogue.plans.get(code);

  const familyReason = !plan?.eligibility.familyOffered
    ? 'familyNotOffered'
    : members.some((m) => m.age > plan.eligibility.familyMaxAge)
      ? 'familyMaxAge'
      : undefined;
  const anyNotEligible = all.some((e) => e.status === 'NOT_ELIGIBLE');
  const anyMq = all.some((e) => e.status === 'MQ_REQUIRED');
  if (familyReason || anyNotEligible || anyMq) {
    for (const { index, entry: own } of listing) {
      const ev = paxEvals[index];
      const age = paxes[index]?.age ?? 0;
      if (!ev) continue;
      const lineEntry = memberEntry(entry, own);
      const line = familyReason
        ? unpricedLine(code, ev, lineEntry, 'NOT_ELIGIBLE', [familyReason], true, ctx, age)
        : anyNotEligible
          ? ev.status === 'NOT_ELIGIBLE'
            ? unpricedLine(code, ev, lineEntry, 'NOT_ELIGIBLE', ev.reasons, true, ctx, age)
            : unpricedLine(code, ev, lineEntry, 'NOT_ELIGIBLE', ['familyMemberNotEligible'], true, ctx, age)
          : ev.status === 'MQ_REQUIRED'
            ? unpricedLine(code, ev, lineEntry, 'MQ_REQUIRED', ev.reasons, true, ctx, age)
            : unpricedLine(code, ev, lineEntry, 'MQ_REQUIRED', ['familyMemberMqRequired'], true, ctx, age);
      out.set(index, line);
    }
    return out;
  }
  const family = familyPremium(
    members.map((m, i) => ({ age: m.age, base: all[i]?.base ?? 0 })),
    ctx.rates.familyMultiplier,
  );
  const shares = familyShares(
    family,
    listing.map(({ index }) => paxEvals[index]?.base ?? 0),
  );
  // The dependents' trip costs ride on the first traveller's trip-cancellation line.
  const dependentsTripCost = ctx.request.dependents.reduce((a, d) => a + (d.tripCostCents ?? 0), 0);
  listing.forEach(({ index, entry: own }, k) => {
    const ev = paxEvals[index];
    const age = paxes[index]?.age ?? 0;
    const lineEntry = memberEntry(entry, own);
    if (ev)
      out.set(
        index,
        pricedLine(code, ev, lineEntry, shares[k] ?? 0, true, ctx, age, k === 0 ? dependentsTripCost : 0),
      );
  });
  return out;
};
