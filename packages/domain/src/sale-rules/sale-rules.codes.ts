/**
 * Codes of the rules the server enforces on every quote and purchase (spec 5.1, 5.5, PRODUCT.md "Dates
 * decide"; the destinations' codes are DESTINATION_CODES); the quote form answers the same codes, so each is a label key in
 * `translations/errors/quote-form.*.json` (the form) and `translations/errors/rating.*.json` (the API).
 */
export const SALE_RULE_CODES = [
  'required',
  'familyPlans',
  'familyMaxAge',
  'familyPrimaryMaxAge',
  'familyRule',
  'departurePastDt',
  'departureFutureDt',
  'bookingFutureDt',
  'applicationFutureDt',
  'coverageDaysGood',
  'multiTripReturnDate',
  'studentFullTimeOnly',
  'provincialHealthRequired',
] as const;
export type SaleRuleCode = (typeof SALE_RULE_CODES)[number];
