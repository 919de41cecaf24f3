/** Error codes of endorsements, refunds and cancellations; each is also its label key. */
export const ENDORSEMENT_CODES = [
  'endorsementPremiumInvalid',
  'refundAmountInvalid',
  'refundExceedsPaid',
  'cancellationDatesInvalid',
  'cancellationAmountInvalid',
  'cancellationRuleInvalid',
] as const;
export type EndorsementCode = (typeof ENDORSEMENT_CODES)[number];
