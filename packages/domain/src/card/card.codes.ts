/** Error codes of card entry (spec 5.4, 8); each is also the label key in `translations/errors/card.*.json`. */
export const CARD_CODES = [
  'mon_943',
  'tokenRequired',
  'tokenTooShort',
  'tokenTooLong',
  'tokenInvalid',
] as const;
export type CardCode = (typeof CARD_CODES)[number];
