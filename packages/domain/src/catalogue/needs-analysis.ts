import type { Localized } from './localized';

/** Needs-analysis groups and questions of spec 3; answer values are fixed, their texts are data. */
export const NEEDS_ANALYSIS_GROUPS = ['TRIP', 'COVERAGE', 'EXISTING_POLICY'] as const;
export type NeedsAnalysisGroup = (typeof NEEDS_ANALYSIS_GROUPS)[number];

export const NEEDS_ANALYSIS_ANSWERS = {
  singleCoupleFamily: ['SINGLE', 'COUPLE', 'FAMILY'],
  tripAverageLength: ['UP_TO_4', 'UP_TO_10', 'UP_TO_18', 'UP_TO_30', 'UP_TO_60', 'MORE_THAN_60'],
  tripYearly: ['ONE', 'TWO', 'THREE_OR_MORE'],
  modeOfTransportation: ['AIR', 'LAND', 'SEA'],
  baggageType: ['NONE', 'CARRY_ON', 'CHECKED'],
  flightAndTravelAccident: ['YES', 'NO'],
  medicalHealthInsurance: ['BASIC', 'STABLE_PRE_EXISTING', 'ENHANCED'],
  nonRefundableTripCost: ['YES', 'NO'],
  creditCard: ['NONE', 'MEDICAL', 'MEDICAL_AND_CANCELLATION'],
  employeeBenefits: ['YES', 'NO'],
  individualBenefits: ['YES', 'NO'],
} as const;
export type NeedsAnalysisKey = keyof typeof NEEDS_ANALYSIS_ANSWERS;
export type NeedsAnalysisAnswer<K extends NeedsAnalysisKey> = (typeof NEEDS_ANALYSIS_ANSWERS)[K][number];
export const NEEDS_ANALYSIS_KEYS = Object.keys(NEEDS_ANALYSIS_ANSWERS) as NeedsAnalysisKey[];

export const NEEDS_ANALYSIS_GROUP_OF: Readonly<Record<NeedsAnalysisKey, NeedsAnalysisGroup>> = {
  singleCoupleFamily: 'TRIP',
  tripAverageLength: 'TRIP',
  tripYearly: 'TRIP',
  modeOfTransportation: 'TRIP',
  baggageType: 'COVERAGE',
  flightAndTravelAccident: 'COVERAGE',
  medicalHealthInsurance: 'COVERAGE',
  nonRefundableTripCost: 'COVERAGE',
  creditCard: 'EXISTING_POLICY',
  employeeBenefits: 'EXISTING_POLICY',
  individualBenefits: 'EXISTING_POLICY',
};

export interface NeedsAnalysisQuestion {
  readonly key: NeedsAnalysisKey;
  readonly group: NeedsAnalysisGroup;
  readonly order: number;
  readonly text: Localized<string>;
  readonly options: readonly { readonly value: string; readonly label: Localized<string> }[];
}

export interface NeedsAnalysisQuestionnaire {
  readonly groups: readonly { readonly group: NeedsAnalysisGroup; readonly title: Localized<string> }[];
  readonly questions: readonly NeedsAnalysisQuestion[];
}
