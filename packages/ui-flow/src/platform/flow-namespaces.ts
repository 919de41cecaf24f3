/**
 * The translation files the purchase flow shows (translations/<space>/<name>.<lang>.json, served by
 * /tms), each one i18next namespace `<space>.<name>`; an app loads these and its own.
 */
export const FLOW_TRANSLATION_FILES = [
  ['web', 'common'],
  ['web', 'quote'],
  ['web', 'plans'],
  ['web', 'apply'],
  ['errors', 'quote-form'],
  ['errors', 'date-input'],
  ['errors', 'destinations'],
  ['errors', 'inputs'],
  ['errors', 'card'],
  ['errors', 'payment'],
  ['errors', 'product-card'],
  ['errors', 'api'],
  ['errors', 'rating'],
  ['errors', 'purchase'],
  ['errors', 'distribution'],
] as const;

export type FlowNamespace =
  `${(typeof FLOW_TRANSLATION_FILES)[number][0]}.${(typeof FLOW_TRANSLATION_FILES)[number][1]}`;
