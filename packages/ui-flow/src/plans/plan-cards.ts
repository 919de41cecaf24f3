import type { PlanContentView, QuoteRequestBody, QuoteResponse } from '@tripx/application';
import {
  DEDUCTIBLE_PLAN_CODES,
  isOneOf,
  maskCardTripCost,
  parseCalendarDate,
  topUpEndDate,
  tripDays,
  type CalendarDate,
  type CardInputs,
  type CardParameterNeeds,
  type MqProgress,
  type ProductCardState,
  type QuoteForm,
  type TopUpContext,
} from '@tripx/domain';

export type PlanLine = QuoteResponse['paxes'][number]['plans'][number];
type PlanEntryBody = QuoteRequestBody['paxes'][number]['plans'][number];

/** The card of one plan for one traveller: `2:SEMH`. */
export const cardKey = (paxId: number, code: string): string => `${paxId}:${code}`;
export const paxOfKey = (key: string): number => Number(key.split(':')[0]);
export const codeOfKey = (key: string): string => key.split(':')[1] ?? '';

/** Benefits priced on the trip cost (trip cancellation and interruption). */
export const TRIP_COST_BENEFITS: readonly string[] = ['TCI'];
/** The most days a top-up and the existing plan may cover together (catalogue maxTopUpTotalDays). */
export const MAX_TOP_UP_DAYS = 365;
/** Trip cancellation's largest insured trip cost (sample rates); the card's 5-digit mask caps it too. */
export const TRIP_COST_MAX_CENTS = 2_000_000;
const SUPER_VISA_MIN_COVERAGE = 100_000;
const DEFAULT_COVERAGE = 100_000;

/** The add-ons and riders a plan offers (its OPTIONAL and RIDER benefits). */
export const addonCodes = (content: PlanContentView): string[] =>
  content.benefits.filter((b) => b.type !== 'MANDATORY').map((b) => b.code);

export const cardNeeds = (content: PlanContentView, form: QuoteForm): CardParameterNeeds => ({
  deductible: content.deductibles.length > 1,
  tripDays: content.tripDays.length > 0 || form.travellerCategory === 'TOP_UP',
  tripCost:
    form.travellerCategory === 'TRAVELLING_CANADIANS' &&
    content.benefits.some((b) => TRIP_COST_BENEFITS.includes(b.code)),
  coverageAmount: content.coverageAmounts.length > 0,
  sumInsuredAfter: false,
});

export const topUpContextOf = (form: QuoteForm, today: CalendarDate): TopUpContext | undefined => {
  const departureDate = parseCalendarDate(form.departureDate);
  if (form.travellerCategory !== 'TOP_UP' || !departureDate) return undefined;
  return {
    existingTripDaysCovered: Number(form.planCoverageDayCount) || 0,
    maxTopUpDays: MAX_TOP_UP_DAYS,
    departureDate,
    applicationDate: today,
  };
};

const tripLength = (form: QuoteForm): number => {
  const start = parseCalendarDate(form.departureDate);
  const end = parseCalendarDate(form.returnDate);
  return start && end ? tripDays(start, end) : 0;
};

/** Starting parameters: the lowest deductible, a coverage a super visa accepts, days that fit the trip. */
export const defaultInputs = (
  content: PlanContentView,
  form: QuoteForm,
  tripCostCents: number,
): CardInputs => {
  const days = tripLength(form);
  const coverages = content.coverageAmounts;
  const floor = form.superVisa === 'true' ? SUPER_VISA_MIN_COVERAGE : 0;
  const coverage = coverages.includes(DEFAULT_COVERAGE)
    ? DEFAULT_COVERAGE
    : coverages.find((c) => c >= floor);
  const topUpDays = days - (Number(form.planCoverageDayCount) || 0);
  const daysPerTrip =
    content.tripDays.find((d) => d >= days) ?? content.tripDays[content.tripDays.length - 1];
  return {
    tripDays:
      form.travellerCategory === 'TOP_UP'
        ? topUpDays > 0
          ? String(topUpDays)
          : ''
        : daysPerTrip !== undefined
          ? String(daysPerTrip)
          : '',
    tripCost: tripCostCents > 0 ? maskCardTripCost(String(Math.floor(tripCostCents / 100))) : '',
    ...(content.deductibles[0] !== undefined ? { deductible: content.deductibles[0] } : {}),
    ...(coverage !== undefined ? { coverageAmount: coverage } : {}),
  };
};

/** After the questionnaire the deductible plans need a deductible above 0 (spec 5.3): the lowest one. */
export const deductibleAfterQuestionnaire = (card: ProductCardState, content: PlanContentView): CardInputs =>
  isOneOf(DEDUCTIBLE_PLAN_CODES, card.code) && !((card.inputs.deductible ?? 0) > 0)
    ? { ...card.inputs, deductible: content.deductibles.find((d) => d > 0) ?? card.inputs.deductible }
    : card.inputs;

export const newCard = (
  content: PlanContentView,
  form: QuoteForm,
  tripCostCents: number,
  today: CalendarDate,
): ProductCardState => {
  const topUp = topUpContextOf(form, today);
  return {
    code: content.code,
    variant: 'COVER_ME',
    isAddon: false,
    hasEligibilityText: content.eligibility.trim() !== '',
    selected: false,
    eligibilityModal: { open: false, agreed: false },
    mq: { required: false, taken: false, eligible: undefined, progress: undefined },
    needs: cardNeeds(content, form),
    inputs: defaultInputs(content, form, tripCostCents),
    ...(cardNeeds(content, form).tripCost ? { tripCostMaxAmt: TRIP_COST_MAX_CENTS } : {}),
    ...(topUp ? { topUp } : {}),
    calculating: false,
  };
};

/** The plan entry a card asks a price for: its parameters and every add-on, to price them all. */
export const planEntryOf = (card: ProductCardState, content: PlanContentView | undefined): PlanEntryBody => {
  const i = card.inputs;
  const daysPerTrip = card.topUp || i.tripDays === '' ? undefined : Number(i.tripDays);
  const tripCost = i.tripCost === '' ? undefined : Number(i.tripCost) * 100;
  return {
    code: card.code as PlanEntryBody['code'],
    tripPreference: {
      ...(i.deductible !== undefined ? { deductible: i.deductible } : {}),
      ...(i.coverageAmount !== undefined ? { coverageAmount: i.coverageAmount } : {}),
      ...(daysPerTrip !== undefined && card.needs.tripDays ? { daysPerTrip } : {}),
      ...(tripCost !== undefined && card.needs.tripCost ? { tripCostCents: tripCost } : {}),
    },
    optionalBenefits: (content ? addonCodes(content) : []).map((code) => ({
      code: code as NonNullable<PlanEntryBody['optionalBenefits']>[number]['code'],
    })),
  };
};

/** A top-up ends when the days chosen on its card run out (the quote rates the days between the dates). */
export const topUpEnd = (card: ProductCardState | undefined): CalendarDate | undefined => {
  if (!card?.topUp || !/^\d+$/.test(card.inputs.tripDays)) return undefined;
  return topUpEndDate(card.topUp, Number(card.inputs.tripDays));
};

/** The card after a priced line: premium, questionnaire state and its progress (spec 4.3). */
export const withLine = (card: ProductCardState, line: PlanLine, familyTotal?: number): ProductCardState => {
  const priced = line.status === 'PRICED' && line.totalCents > 0;
  const undetermined = line.reasons.includes('mqUndetermined');
  const progress: MqProgress | undefined = !line.isMqTaken
    ? card.mq.progress === 'STARTED' || card.mq.progress === 'IN_PROGRESS'
      ? card.mq.progress
      : undefined
    : undetermined
      ? 'CANNOT_DETERMINE'
      : line.isMqEligible === true
        ? 'ELIGIBLE'
        : 'COMPLETED';
  return {
    ...card,
    calculating: false,
    premium: priced ? (familyTotal ?? line.totalCents) : undefined,
    mq: {
      required: line.isMqRequired,
      taken: line.isMqTaken,
      eligible: line.isMqEligible ?? (line.reasons.includes('mqNotEligible') ? false : undefined),
      progress,
    },
    selected: card.selected && priced,
  };
};

/** The recommendation's parameters on a card (spec 7.3); the price waits for Calculate. */
export const withRecommendedParameters = (
  card: ProductCardState,
  pref: { readonly deductible?: number; readonly coverageAmount?: number; readonly daysPerTrip?: number },
): ProductCardState => ({
  ...card,
  premium: undefined,
  inputs: {
    ...card.inputs,
    ...(pref.deductible !== undefined ? { deductible: pref.deductible } : {}),
    ...(pref.coverageAmount !== undefined ? { coverageAmount: pref.coverageAmount } : {}),
    ...(pref.daysPerTrip !== undefined && card.needs.tripDays && !card.topUp
      ? { tripDays: String(pref.daysPerTrip) }
      : {}),
  },
});
