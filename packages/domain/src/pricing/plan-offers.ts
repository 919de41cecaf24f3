import type { BenefitCode } from '../catalogue/benefit';
import type { PlanDefinition } from '../catalogue/plan';
import type { CalendarDate } from '../shared/calendar-date';
import { DEDUCTIBLE_PLAN_CODES, type PlanCode } from '../shared/enums';
import { ok, type Result } from '../shared/result';
import type { RatingCatalogue } from './prepared-catalogue';
import { priceQuote } from './price-quote';
import type { BenefitReasonCode, PlanReasonCode, QuoteRequestCode } from './pricing.codes';
import type { PlanQuote } from './quote';
import type { PlanEntry, QuoteRequest } from './quote-request';

export const OFFER_STATUSES = ['ELIGIBLE', 'MQ_REQUIRED', 'NOT_ELIGIBLE'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** One value of a plan's option (a coverage amount, a deductible, days per trip) for one traveller. */
export interface OptionOffer {
  readonly value: number;
  readonly offered: boolean;
  /** Why this value is refused, beyond the plan's own reasons; empty when offered. */
  readonly reasons: readonly PlanReasonCode[];
}

export interface AddonOffer {
  readonly code: BenefitCode;
  readonly offered: boolean;
  readonly reasons: readonly BenefitReasonCode[];
}

/** One plan for one traveller: offered or why not, and each of its options and add-ons. */
export interface PlanOffer {
  readonly code: PlanCode;
  readonly status: OfferStatus;
  /** Reasons no choice of options avoids (or the questionnaire's); empty when eligible. */
  readonly reasons: readonly PlanReasonCode[];
  /** The options it is eligible with (the first that fit), or the ones closest to fitting. */
  readonly entry: PlanEntry;
  readonly coverageAmounts: readonly OptionOffer[];
  readonly deductibles: readonly OptionOffer[];
  readonly daysPerTrip: readonly OptionOffer[];
  readonly addons: readonly AddonOffer[];
}

export interface PaxOffers {
  readonly referenceNumber: number;
  readonly age: number;
  readonly plans: readonly PlanOffer[];
}

export interface PlanOffers {
  readonly ratesVersion: CalendarDate;
  readonly sampleRates: boolean;
  readonly paxes: readonly PaxOffers[];
}

interface Tried {
  readonly entry: PlanEntry;
  readonly line: PlanQuote;
}

const addonCodes = (plan: PlanDefinition): { code: BenefitCode }[] =>
  plan.benefits.filter((b) => b.type !== 'MANDATORY').map((b) => ({ code: b.code }));

/**
 * Every choice of a plan's options (each deductible with each value of its rate key), with every add-on
 * and the trip cost the traveller asked with (an add-on priced on it needs it).
 */
const optionEntries = (plan: PlanDefinition, asked: PlanEntry | undefined): PlanEntry[] => {
  const { deductibles, coverageAmounts, daysPerTrip } = plan.options;
  const keyed =
    plan.rateKey === 'COVERAGE_AMOUNT'
      ? coverageAmounts.map((coverageAmount) => ({ coverageAmount }))
      : plan.rateKey === 'DAYS_PER_TRIP'
        ? daysPerTrip.map((days) => ({ daysPerTrip: days }))
        : [{}];
  const tripCostCents = asked?.tripPreference.tripCostCents;
  return (deductibles.length > 0 ? deductibles : [0]).flatMap((deductible) =>
    keyed.map((k) => ({
      code: plan.code,
      tripPreference: { deductible, ...k, ...(tripCostCents !== undefined ? { tripCostCents } : {}) },
      adjustments: [],
      optionalBenefits: addonCodes(plan),
    })),
  );
};

const RANK: Readonly<Record<PlanQuote['status'], number>> = { PRICED: 0, MQ_REQUIRED: 1, NOT_ELIGIBLE: 2 };
const refused = (t: Tried): boolean => t.line.status === 'NOT_ELIGIBLE';

/** A choice waiting for the questionnaire that prices once it is answered (spec 5.3: a deductible). */
const readyAfterMq = ({ line }: Tried): boolean =>
  line.status !== 'MQ_REQUIRED' || !DEDUCTIBLE_PLAN_CODES.includes(line.code) || line.deductible > 0;

/** The try closest to a sale: priced, else waiting for the questionnaire, else the fewest reasons. */
const best = (tries: readonly Tried[]): Tried | undefined =>
  tries.reduce<Tried | undefined>((b, t) => {
    if (!b) return t;
    const byRank = RANK[t.line.status] - RANK[b.line.status];
    if (byRank !== 0) return byRank < 0 ? t : b;
    const ready = Number(readyAfterMq(t)) - Number(readyAfterMq(b));
    if (ready !== 0) return ready > 0 ? t : b;
    return t.line.reasons.length < b.line.reasons.length ? t : b;
  }, undefined);

const without = <C extends string>(reasons: readonly C[], known: readonly C[]): C[] =>
  reasons.filter((r) => !known.includes(r));

/** Reasons every try gives: no choice of options avoids them. */
const commonReasons = (tries: readonly Tried[]): PlanReasonCode[] =>
  (tries[0]?.line.reasons ?? []).filter((r) => tries.every((t) => t.line.reasons.includes(r)));

const optionOffers = (
  values: readonly number[],
  tries: readonly Tried[],
  valueOf: (t: Tried) => number | null,
  planReasons: readonly PlanReasonCode[],
): OptionOffer[] =>
  values.map((value) => {
    const these = tries.filter((t) => valueOf(t) === value);
    const offered = these.some((t) => !refused(t));
    return { value, offered, reasons: offered ? [] : without(best(these)?.line.reasons ?? [], planReasons) };
  });

/** An add-on waiting only for its plan's questionnaire is offered: its own rules let it through. */
const addonPasses = (t: Tried, code: BenefitCode): boolean => {
  const b = t.line.benefits.find((x) => x.code === code);
  return !refused(t) && b !== undefined && b.reasons.every((r) => r === 'benefitParent');
};

const addonOffers = (plan: PlanDefinition, tries: readonly Tried[], top: Tried | undefined): AddonOffer[] =>
  addonCodes(plan).map(({ code }) => {
    const offered = tries.some((t) => addonPasses(t, code));
    const own = top?.line.benefits.find((b) => b.code === code)?.reasons ?? [];
    return { code, offered, reasons: offered ? [] : without(own, ['benefitParent']) };
  });

const planOffer = (plan: PlanDefinition, tries: readonly Tried[]): PlanOffer => {
  const top = best(tries) as Tried;
  const status: OfferStatus =
    top.line.status === 'PRICED'
      ? 'ELIGIBLE'
      : top.line.status === 'MQ_REQUIRED'
        ? 'MQ_REQUIRED'
        : 'NOT_ELIGIBLE';
  const common = commonReasons(tries);
  const reasons =
    status === 'ELIGIBLE'
      ? []
      : status === 'MQ_REQUIRED' || common.length === 0
        ? [...top.line.reasons]
        : common;
  const planReasons = status === 'NOT_ELIGIBLE' ? reasons : [];
  return {
    code: plan.code,
    status,
    reasons,
    entry: top.entry,
    coverageAmounts: optionOffers(
      plan.options.coverageAmounts,
      tries,
      (t) => t.line.coverageAmount,
      planReasons,
    ),
    deductibles: optionOffers(plan.options.deductibles, tries, (t) => t.line.deductible, planReasons),
    daysPerTrip: optionOffers(plan.options.daysPerTrip, tries, (t) => t.line.daysPerTrip, planReasons),
    addons: addonOffers(plan, tries, top),
  };
};

/**
 * What these travellers may buy on this trip (PRODUCT.md, plans.json): for each traveller, each plan
 * asked — or every plan of the category when a traveller asks none — and each of its coverage amounts,
 * deductibles, days per trip and add-ons, offered or why not. Nothing here is a rule of its own: every
 * choice of options is priced by `priceQuote`, and an option is offered exactly when some choice with it
 * is not refused (priced, or priced once the questionnaire is answered). A request the quote cannot
 * price at all gives the quote's field errors.
 */
export const offerPlans = (
  catalogue: RatingCatalogue,
  request: QuoteRequest,
): Result<PlanOffers, QuoteRequestCode> => {
  const categoryPlans = catalogue.plansByCategory.get(request.travellerCategory) ?? [];
  const plansOf = request.paxes.map((p) =>
    p.plans.length > 0
      ? p.plans.flatMap((e) => {
          const plan = catalogue.plans.get(e.code);
          return plan ? [{ plan, asked: e as PlanEntry | undefined }] : [];
        })
      : categoryPlans.map((plan) => ({ plan, asked: undefined })),
  );
  // Per traveller and plan, the entries to price: the one asked first, then every choice of options.
  const entries = plansOf.map((plans) =>
    plans.map(({ plan, asked }) => [
      ...(asked ? [{ ...asked, optionalBenefits: addonCodes(plan) }] : []),
      ...optionEntries(plan, asked),
    ]),
  );
  const tried: Tried[][][] = entries.map((plans) => plans.map(() => []));
  const rounds = Math.max(1, ...entries.flat().map((e) => e.length));
  let first: { ratesVersion: CalendarDate; sampleRates: boolean; ages: number[] } | undefined;
  for (let round = 0; round < rounds; round++) {
    const chosen = entries.map((plans) => plans.map((e) => e[Math.min(round, e.length - 1)] as PlanEntry));
    const quote = priceQuote(catalogue, {
      ...request,
      paxes: request.paxes.map((p, i) => ({ ...p, plans: chosen[i] ?? [] })),
    });
    if (!quote.ok) return quote;
    first ??= {
      ratesVersion: quote.value.ratesVersion,
      sampleRates: quote.value.sampleRates,
      ages: quote.value.paxes.map((p) => p.age),
    };
    quote.value.paxes.forEach((pax, i) =>
      pax.plans.forEach((line, j) => {
        const entry = chosen[i]?.[j];
        if (entry && round < (entries[i]?.[j]?.length ?? 0)) tried[i]?.[j]?.push({ entry, line });
      }),
    );
  }
  const head = first as NonNullable<typeof first>;
  return ok({
    ratesVersion: head.ratesVersion,
    sampleRates: head.sampleRates,
    paxes: request.paxes.map((p, i) => ({
      referenceNumber: p.referenceNumber,
      age: head.ages[i] ?? 0,
      plans: (plansOf[i] ?? []).map(({ plan }, j) => planOffer(plan, tried[i]?.[j] ?? [])),
    })),
  });
};
