import type { RatedAdjustmentType } from '../catalogue/rate-table';
import type { PlanClass } from '../shared/enums';
import type { RatingCatalogue, PreparedRates } from './prepared-catalogue';
import type { PaxMqAnswers, QuoteRequest } from './quote-request';
import type { MqScore } from './score-questionnaire';

/** What every line of one quote shares, computed once per request. */
export interface QuoteContext {
  readonly request: QuoteRequest;
  readonly catalogue: RatingCatalogue;
  readonly rates: PreparedRates;
  /** Days from start to end date, inclusive. */
  readonly tripDays: number;
  readonly taxBps: number;
  /** Travel companions: a SINGLE-type quote with two or more travellers (never a family). */
  readonly companion: boolean;
  readonly employeeAdjustment: RatedAdjustmentType | null;
}

/** A person the family premium counts: a quoted traveller or a dependent. */
export interface Member {
  readonly referenceNumber: number;
  readonly age: number;
  readonly ageDays: number | null;
  readonly mqAnswers: readonly PaxMqAnswers[];
  /** Scores computed once per plan class within the request. */
  readonly mqScores: Map<PlanClass, MqScore>;
}
