import type { CalendarDate } from '../shared/calendar-date';
import type { ProductCardVariant } from '../shared/enums';
import type { Cents } from '../shared/money';

/** Progress of the medical questionnaire (spec 4.3). */
export const MQ_PROGRESS_STATES = [
  'STARTED',
  'IN_PROGRESS',
  'COMPLETED',
  'ELIGIBLE',
  'CANNOT_DETERMINE',
] as const;
export type MqProgress = (typeof MQ_PROGRESS_STATES)[number];

/** The parameter values a card sends with its plan (spec 3 "Card parameter values"). */
export interface CardParameterValues {
  /** Whole dollars, as typed through the 5-digit mask. */
  readonly tripCost?: number;
  readonly deductible?: number;
  /** Dollars; 999999 stands for unlimited. */
  readonly coverageAmount?: number;
  readonly daysPerTrip?: number;
  readonly sumInsuredAfter?: number;
}

/** Which parameters the plan content asks for on this card; an asked parameter is required. */
export interface CardParameterNeeds {
  readonly deductible: boolean;
  /** Days per trip (multi-trip) or top-up trip days (top-up cards). */
  readonly tripDays: boolean;
  readonly tripCost: boolean;
  readonly coverageAmount: boolean;
  readonly sumInsuredAfter: boolean;
}

/**
 * What the user typed or picked. Text inputs stay text so that the card can show exactly the
 * masked value; pickers hold numbers.
 */
export interface CardInputs {
  readonly tripDays: string;
  readonly tripCost: string;
  readonly deductible?: number;
  readonly coverageAmount?: number;
  readonly sumInsuredAfter?: number;
}

/** Facts of a top-up card (traveller type EXISTING_PLAN) that its trip-days rules need. */
export interface TopUpContext {
  readonly existingTripDaysCovered: number;
  readonly maxTopUpDays: number;
  readonly departureDate: CalendarDate;
  readonly applicationDate: CalendarDate;
}

export interface MedicalQuestionnaireState {
  readonly required: boolean;
  readonly taken: boolean;
  /** undefined until the questionnaire has given its answer. */
  readonly eligible: boolean | undefined;
  readonly progress: MqProgress | undefined;
}

export interface EligibilityModalState {
  readonly open: boolean;
  readonly agreed: boolean;
}

export interface ProductCardState {
  readonly code: string;
  readonly variant: ProductCardVariant;
  readonly isAddon: boolean;
  /** The plan content has eligibility text: selecting a plan asks the user to agree first. */
  readonly hasEligibilityText: boolean;
  readonly selected: boolean;
  readonly eligibilityModal: EligibilityModalState;
  readonly mq: MedicalQuestionnaireState;
  readonly needs: CardParameterNeeds;
  readonly inputs: CardInputs;
  readonly tripCostMaxAmt?: Cents;
  readonly topUp?: TopUpContext;
  /** The last calculated premium; undefined until calculated and again after a parameter changes. */
  readonly premium?: Cents;
  readonly calculating: boolean;
}
