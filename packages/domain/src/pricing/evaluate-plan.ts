import { NO_RATE_KEY, type PlanDefinition } from '../catalogue/plan';
import { DEDUCTIBLE_PLAN_CODES, type PlanCode } from '../shared/enums';
import type { PlanReasonCode } from './pricing.codes';
import type { Member, QuoteContext } from './quote-context';
import type { LineStatus } from './quote';
import type { PlanEntry } from './quote-request';
import { scoreAnswers, type MqScore } from './score-questionnaire';
import { ratedDays, ruleReasons } from './plan-rules';

/** One traveller on one plan before adjustments: eligibility, questionnaire and the exact base premium. */
export interface PlanEvaluation {
  readonly plan: PlanDefinition | undefined;
  readonly status: LineStatus;
  readonly reasons: readonly PlanReasonCode[];
  readonly days: number;
  readonly coverageAmount: number | null;
  readonly deductible: number;
  readonly daysPerTrip: number | null;
  readonly isMqRequired: boolean;
  readonly isMqTaken: boolean;
  readonly isMqEligible: boolean | null;
  readonly rateCategory: string | null;
  readonly smoker: boolean;
  /** Exact (unrounded) premium before adjustments; 0 unless PRICED. */
  readonly base: number;
}

export const entryDeductible = (entry: PlanEntry): number =>
  entry.tripPreference.deductible ?? entry.adjustments.find((a) => a.type === 'DEDUCTIBLE')?.value ?? 0;

const mqScore = (member: Member, plan: PlanDefinition, ctx: QuoteContext): MqScore | undefined => {
  const cached = member.mqScores.get(plan.planClass);
  if (cached) return cached;
  const answers = member.mqAnswers.find((a) => a.planClass === plan.planClass);
  const questionnaire = ctx.catalogue.questionnaires.get(plan.planClass);
  if (!answers || !questionnaire) return undefined;
  const score = scoreAnswers(questionnaire, answers.answers, answers.declaration);
  member.mqScores.set(plan.planClass, score);
  return score;
};

const NO_REASONS: readonly PlanReasonCode[] = Object.freeze([]);
const NOT_RATED: readonly PlanReasonCode[] = Object.freeze(['planNotRated'] as const);
const MQ_REQUIRED: readonly PlanReasonCode[] = Object.freeze(['mqRequired'] as const);
const MQ_UNDETERMINED: readonly PlanReasonCode[] = Object.freeze(['mqUndetermined'] as const);
const MQ_NOT_ELIGIBLE: readonly PlanReasonCode[] = Object.freeze(['mqNotEligible'] as const);
const MQ_DEDUCTIBLE: readonly PlanReasonCode[] = Object.freeze(['mqDeductible'] as const);

/** The evaluation as one object literal (a single shape keeps the hot path monomorphic). */
const evaluation = (
  plan: PlanDefinition | undefined,
  status: LineStatus,
  reasons: readonly PlanReasonCode[],
  days: number,
  entry: { deductible: number; coverageAmount: number | null; daysPerTrip: number | null },
  score: MqScore | undefined,
  isMqRequired: boolean,
  base: number,
): PlanEvaluation => ({
  plan,
  status,
  reasons,
  days,
  coverageAmount: plan?.rateKey === 'COVERAGE_AMOUNT' ? entry.coverageAmount : null,
  deductible: entry.deductible,
  daysPerTrip: plan?.rateKey === 'DAYS_PER_TRIP' ? entry.daysPerTrip : null,
  isMqRequired,
  isMqTaken: score !== undefined && score.outcome !== 'UNDETERMINED',
  isMqEligible: score === undefined || score.outcome === 'UNDETERMINED' ? null : score.outcome === 'RATED',
  rateCategory: score !== undefined && score.outcome === 'RATED' ? score.rateCategory : null,
  smoker: score !== undefined && score.outcome !== 'UNDETERMINED' && score.smoker,
  base,
});

/** The rate-table column the plan's rate key selects. */
const columnOf = (
  plan: PlanDefinition,
  chosen: { coverageAmount: number | null; daysPerTrip: number | null },
  ctx: QuoteContext,
): string | number => {
  switch (plan.rateKey) {
    case 'COVERAGE_AMOUNT':
      return chosen.coverageAmount ?? 0;
    case 'DAYS_PER_TRIP':
      return chosen.daysPerTrip ?? 0;
    case 'STUDENT_TYPE':
      return ctx.request.tripInformation.studentType ?? '';
    case 'NONE':
      return NO_RATE_KEY;
  }
};

export const evaluatePlan = (
  code: PlanCode,
  entry: PlanEntry,
  member: Member,
  ctx: QuoteContext,
): PlanEvaluation => {
  const plan = ctx.catalogue.plans.get(code);
  const chosen = {
    deductible: entryDeductible(entry),
    coverageAmount: entry.tripPreference.coverageAmount ?? null,
    daysPerTrip: entry.tripPreference.daysPerTrip ?? null,
  };
  const rates = ctx.rates.plans.get(code);
  if (!plan || !rates) return evaluation(plan, 'NOT_ELIGIBLE', NOT_RATED, 0, chosen, undefined, false, 0);
  const reasons: PlanReasonCode[] = [];
  ruleReasons(plan, chosen, member, ctx, reasons);
  const days = ratedDays(plan, ctx, reasons);
  const mqFrom = plan.eligibility.mqFromAge;
  const isMqRequired = mqFrom !== null && member.age >= mqFrom;
  const score = isMqRequired ? mqScore(member, plan, ctx) : undefined;
  if (reasons.length > 0)
    return evaluation(plan, 'NOT_ELIGIBLE', reasons, days, chosen, score, isMqRequired, 0);
  if (isMqRequired) {
    const outcome = score?.outcome;
    if (outcome === undefined)
      return evaluation(plan, 'MQ_REQUIRED', MQ_REQUIRED, days, chosen, score, true, 0);
    if (outcome === 'UNDETERMINED')
      return evaluation(plan, 'MQ_REQUIRED', MQ_UNDETERMINED, days, chosen, score, true, 0);
    if (outcome === 'NOT_ELIGIBLE')
      return evaluation(plan, 'NOT_ELIGIBLE', MQ_NOT_ELIGIBLE, days, chosen, score, true, 0);
    // Spec 5.3: after the questionnaire, these plans need a deductible above 0.
    if (chosen.deductible === 0 && DEDUCTIBLE_PLAN_CODES.includes(plan.code))
      return evaluation(plan, 'NOT_ELIGIBLE', MQ_DEDUCTIBLE, days, chosen, score, true, 0);
  }
  const rate = rates.byColumn.get(columnOf(plan, chosen, ctx))?.[member.age];
  const factorBps =
    score !== undefined && score.outcome === 'RATED' ? rates.mqFactorBps.get(score.rateCategory) : 10_000;
  if (rate === undefined || Number.isNaN(rate) || factorBps === undefined)
    return evaluation(plan, 'NOT_ELIGIBLE', NOT_RATED, days, chosen, score, isMqRequired, 0);
  const perPolicy = plan.basis === 'DAILY' ? rate * days : rate;
  return evaluation(
    plan,
    'PRICED',
    NO_REASONS,
    days,
    chosen,
    score,
    isMqRequired,
    (perPolicy * factorBps) / 10_000,
  );
};
