/** Error and message codes of the product card (spec 4.3, 5.3); each is also its label key. */
export const PRODUCT_CARD_CODES = [
  'tripDaysRequired',
  'tripCostRequired',
  'coverageAmountRequired',
  'deductibleRequired',
  'sumInsuredAfterRequired',
  'tripCostExceedsMax',
  'topUpDaysExceedMax',
  'topUpEndBeforeApplicationDate',
  'mqDeductibleRequired',
  'mqNotEligible',
  'mqCannotDetermine',
] as const;
export type ProductCardCode = (typeof PRODUCT_CARD_CODES)[number];
