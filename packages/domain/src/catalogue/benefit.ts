import type { BenefitType } from '../shared/enums';
import type { Localized } from './localized';

/**
 * Benefits of the catalogue. MANDATORY ones come with the plan and are priced in it; OPTIONAL ones
 * (add-ons) and RIDERs are chosen per plan entry (`optionalBenefits`) and priced on their own line.
 */
export const BENEFIT_CODES = [
  'EMH',
  'HOSP',
  'REPAT',
  'EMTRANS',
  'PREX',
  'ACC',
  'TCI',
  'BAG',
  'FTA',
  'ADV',
] as const;
export type BenefitCode = (typeof BENEFIT_CODES)[number];

export interface BenefitContent {
  readonly name: string;
  readonly summary: string;
}

export interface BenefitDefinition {
  readonly code: BenefitCode;
  readonly content: Localized<BenefitContent>;
}

/** How a plan carries a benefit. */
export interface PlanBenefit {
  readonly code: BenefitCode;
  readonly type: BenefitType;
}
