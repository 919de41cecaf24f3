/** Error codes of the shared inputs (spec 5.6); each is also the label key in `translations/errors/inputs.*.json`. */
export const INPUT_CODES = [
  'currencyRequired',
  'currencyInvalid',
  'phoneRequired',
  'phoneInvalid',
  'postalCodeRequired',
  'postalCodeInvalid',
  'emailRequired',
  'emailInvalid',
  'maxLength',
  'cardHolderNameRequired',
  'nameInvalid',
  'bill96ConsentRequired',
] as const;
export type InputCode = (typeof INPUT_CODES)[number];
