import { isCents } from '../shared/money';
import type { CardParameterValues } from '../product-card/product-card.types';
import type {
  BenefitChoice,
  BenefitEligibility,
  PlanChoice,
  SelectedProduct,
  TravellerPlanState,
  TravellerPlans,
} from './plan-selection.types';

// Spec 4.6 as functions named after what the user did. Each returns the state itself (same
// reference) when the event is ignored, so a store can tell that nothing changed.

const isPaxId = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 1;
const isCode = (s: unknown): s is string => typeof s === 'string' && s.trim() !== '';
const isAmount = (n: unknown): boolean => isCents(n) && (n as number) >= 0;

const blankTraveller = (paxId: number): TravellerPlans => ({
  paxId,
  age: undefined,
  dateOfBirth: undefined,
  products: [],
  tripParams: [],
  exclusions: [],
  eligibility: [],
  coverage: undefined,
});

export const travellerPlans = (state: TravellerPlanState, paxId: number): TravellerPlans | undefined =>
  state.travellers.find((t) => t.paxId === paxId);

export const chosenPlan = (traveller: TravellerPlans | undefined): SelectedProduct | undefined =>
  traveller?.products.find((p) => p.type === 'plan');

const withTraveller = (
  state: TravellerPlanState,
  paxId: number,
  change: (t: TravellerPlans) => TravellerPlans,
): TravellerPlanState => {
  const existing = travellerPlans(state, paxId);
  if (!existing) return { travellers: [...state.travellers, change(blankTraveller(paxId))] };
  return { travellers: state.travellers.map((t) => (t.paxId === paxId ? change(t) : t)) };
};

/**
 * A plan was chosen for a traveller: it replaces all their products and clears their exclusions
 * and eligibility (those belonged to the previous plan). Ignored when the same plan is already
 * chosen or the total is 0 or less. Age and date of birth are updated when given.
 */
export const planAdded = (state: TravellerPlanState, choice: PlanChoice): TravellerPlanState => {
  if (!isPaxId(choice.paxId) || !isCode(choice.code) || !isAmount(choice.premium)) return state;
  if (!isCents(choice.total) || choice.total <= 0) return state;
  if (chosenPlan(travellerPlans(state, choice.paxId))?.code === choice.code) return state;
  const plan: SelectedProduct = {
    code: choice.code,
    type: 'plan',
    premium: choice.premium,
    total: choice.total,
  };
  return withTraveller(state, choice.paxId, (t) => ({
    ...t,
    age: choice.age ?? t.age,
    dateOfBirth: choice.dateOfBirth ?? t.dateOfBirth,
    products: [plan],
    exclusions: [],
    eligibility: [],
    coverage: choice.coverage,
  }));
};

/**
 * An optional benefit or add-on was switched on. Added only when the traveller has the parent plan
 * with a premium; adding it again replaces the line (a re-priced benefit).
 */
export const benefitAdded = (state: TravellerPlanState, choice: BenefitChoice): TravellerPlanState => {
  const traveller = travellerPlans(state, choice.paxId);
  const plan = chosenPlan(traveller);
  if (!traveller || !plan || plan.code !== choice.parentCode || !(plan.premium > 0)) return state;
  if (choice.type !== 'optionalBenefit' && choice.type !== 'addon') return state;
  if (!isCode(choice.code) || choice.code === plan.code) return state;
  if (!isAmount(choice.premium) || !isAmount(choice.total)) return state;
  const line: SelectedProduct = {
    code: choice.code,
    type: choice.type,
    premium: choice.premium,
    total: choice.total,
    parentCode: choice.parentCode,
  };
  const others = traveller.products.filter((p) => p.type === 'plan' || p.code !== choice.code);
  return withTraveller(state, choice.paxId, (t) => ({ ...t, products: [...others, line] }));
};

/** An optional benefit or add-on was switched off. The plan itself is not removed this way. */
export const benefitRemoved = (
  state: TravellerPlanState,
  paxId: number,
  code: string,
): TravellerPlanState => {
  const traveller = travellerPlans(state, paxId);
  if (!traveller || !traveller.products.some((p) => p.type !== 'plan' && p.code === code)) return state;
  return withTraveller(state, paxId, (t) => ({
    ...t,
    products: t.products.filter((p) => p.type === 'plan' || p.code !== code),
  }));
};

/** A traveller was removed from the selection: products and trip params go, age and date of birth stay. */
export const travellerRemoved = (state: TravellerPlanState, paxId: number): TravellerPlanState =>
  travellerPlans(state, paxId)
    ? withTraveller(state, paxId, (t) => ({ ...t, products: [], tripParams: [], coverage: undefined }))
    : state;

/** Clear all: every traveller's products are emptied. */
export const clearAll = (state: TravellerPlanState): TravellerPlanState => ({
  travellers: state.travellers.map((t) => ({ ...t, products: [], coverage: undefined })),
});

/** Parameters of one plan's card changed for a traveller (kept per plan, so switching back keeps them). */
export const tripParamsChanged = (
  state: TravellerPlanState,
  paxId: number,
  plan: string,
  values: CardParameterValues,
): TravellerPlanState => {
  if (!isPaxId(paxId) || !isCode(plan)) return state;
  return withTraveller(state, paxId, (t) => ({
    ...t,
    tripParams: [...t.tripParams.filter((p) => p.plan !== plan), { plan, values }],
  }));
};

/** The quote reported, for the traveller's chosen plan, which of its benefits the traveller may have. */
export const eligibilityReported = (
  state: TravellerPlanState,
  paxId: number,
  entries: readonly BenefitEligibility[],
): TravellerPlanState => {
  if (!travellerPlans(state, paxId)) return state;
  const valid = entries.filter((e) => isCode(e.code) && typeof e.eligible === 'boolean');
  return withTraveller(state, paxId, (t) => ({ ...t, eligibility: valid }));
};

/** Exclusion notices were reported for the traveller's chosen plan. */
export const exclusionsReported = (
  state: TravellerPlanState,
  paxId: number,
  codes: readonly string[],
): TravellerPlanState =>
  travellerPlans(state, paxId)
    ? withTraveller(state, paxId, (t) => ({ ...t, exclusions: [...new Set(codes.filter(isCode))] }))
    : state;
