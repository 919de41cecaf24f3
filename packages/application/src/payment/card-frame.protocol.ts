import type { CardBrand } from '@tripx/domain';

/*
 * The window messages between the card frame (on the provider's origin) and the page that embeds it
 * (spec 2.8, 7.6). Both sides check event.origin and post with an explicit target origin. This file
 * has no runtime import: the frame's browser bundle includes it alone.
 */

/** Marks our messages, so that a message from anything else on the page (an extension) is ignored. */
export const CARD_FRAME_SOURCE = 'tripx-card-frame';
export const CARD_PARENT_SOURCE = 'tripx-card-parent';

export const CARD_FRAME_FIELDS = ['number', 'expiry', 'cvd'] as const;
export type CardFrameField = (typeof CARD_FRAME_FIELDS)[number];

/** Why the card entry is not complete; each is an i18next key (mon_943 in errors/card, the rest in errors/payment). */
export const CARD_ENTRY_CODES = [
  'mon_943',
  'cardNumberRequired',
  'expiryRequired',
  'expiryInvalid',
  'cardExpired',
  'cvdRequired',
  'cvdInvalid',
] as const;
export type CardEntryCode = (typeof CARD_ENTRY_CODES)[number];

/** Why a tokenize request got no token (besides an invalid entry); i18next keys in errors/payment. */
export const CARD_FRAME_ERROR_CODES = ['tokenizeFailed', 'tokenizeRefused', 'styleRefused'] as const;
export type CardFrameErrorCode = (typeof CARD_FRAME_ERROR_CODES)[number];

export type FrameMessage =
  | { readonly source: typeof CARD_FRAME_SOURCE; readonly type: 'ready' }
  | { readonly source: typeof CARD_FRAME_SOURCE; readonly type: 'valid'; readonly brand: CardBrand }
  | {
      readonly source: typeof CARD_FRAME_SOURCE;
      readonly type: 'invalid';
      readonly field: CardFrameField;
      readonly code: CardEntryCode;
    }
  | {
      readonly source: typeof CARD_FRAME_SOURCE;
      readonly type: 'focus' | 'blur';
      readonly field: CardFrameField;
    }
  | {
      readonly source: typeof CARD_FRAME_SOURCE;
      readonly type: 'token';
      readonly requestId: string;
      readonly dataKey: string;
      readonly brand: CardBrand;
      readonly last4: string;
      /** Card expiry as printed, `MM/YY`. */
      readonly expiry: string;
      /** When the token stops working (ISO instant). */
      readonly tokenExpiresAt: string;
    }
  | {
      readonly source: typeof CARD_FRAME_SOURCE;
      readonly type: 'error';
      readonly code: CardEntryCode | CardFrameErrorCode;
      readonly requestId?: string;
    };

/** CSS properties the parent may set; anything else in a style message is dropped. */
export const CARD_FRAME_STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'padding',
  'margin',
  'border',
  'border-color',
  'border-radius',
  'border-width',
  'outline',
  'box-shadow',
  'width',
  'height',
] as const;
export type CardFrameStyleProperty = (typeof CARD_FRAME_STYLE_PROPERTIES)[number];
export const CARD_FRAME_STYLE_TARGETS = ['body', 'label', 'input', 'invalidInput', 'error', 'hint'] as const;
export type CardFrameStyleTarget = (typeof CARD_FRAME_STYLE_TARGETS)[number];
export type CardFrameStyle = Partial<
  Record<CardFrameStyleTarget, Partial<Record<CardFrameStyleProperty, string>>>
>;

export type ParentMessage =
  | { readonly source: typeof CARD_PARENT_SOURCE; readonly type: 'style'; readonly style: CardFrameStyle }
  | { readonly source: typeof CARD_PARENT_SOURCE; readonly type: 'tokenize'; readonly requestId: string };

const BRANDS: readonly string[] = ['visa', 'mastercard', 'american-express'];
const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Plain CSS values only: no url(), no expression(), no escapes, no way out of the declaration. */
const STYLE_VALUE = /^[A-Za-z0-9#%.,()' "-]{1,80}$/;
const STYLE_FORBIDDEN = /url|expression|image|@|\/\*/i;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);
const isString = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** Whitelists a style message: unknown targets, properties and unsafe values are dropped, never applied. */
export const sanitizeCardFrameStyle = (style: unknown): CardFrameStyle => {
  if (!isRecord(style)) return {};
  const out: CardFrameStyle = {};
  for (const target of CARD_FRAME_STYLE_TARGETS) {
    const rules = style[target];
    if (!isRecord(rules)) continue;
    const kept: Partial<Record<CardFrameStyleProperty, string>> = {};
    for (const property of CARD_FRAME_STYLE_PROPERTIES) {
      const value = rules[property];
      if (typeof value === 'string' && STYLE_VALUE.test(value) && !STYLE_FORBIDDEN.test(value)) {
        kept[property] = value;
      }
    }
    if (Object.keys(kept).length > 0) out[target] = kept;
  }
  return out;
};

/** A message the parent posted to the frame, or undefined for anything else (total). */
export const parseParentMessage = (data: unknown): ParentMessage | undefined => {
  if (!isRecord(data) || data.source !== CARD_PARENT_SOURCE) return undefined;
  if (data.type === 'style')
    return { source: CARD_PARENT_SOURCE, type: 'style', style: sanitizeCardFrameStyle(data.style) };
  if (data.type === 'tokenize' && typeof data.requestId === 'string' && REQUEST_ID.test(data.requestId)) {
    return { source: CARD_PARENT_SOURCE, type: 'tokenize', requestId: data.requestId };
  }
  return undefined;
};

/** A message the frame posted to the parent, or undefined for anything else (total). */
export const parseFrameMessage = (data: unknown): FrameMessage | undefined => {
  if (!isRecord(data) || data.source !== CARD_FRAME_SOURCE) return undefined;
  const source = CARD_FRAME_SOURCE;
  switch (data.type) {
    case 'ready':
      return { source, type: 'ready' };
    case 'valid':
      return isOneOf(BRANDS, data.brand)
        ? { source, type: 'valid', brand: data.brand as CardBrand }
        : undefined;
    case 'invalid':
      return isOneOf(CARD_FRAME_FIELDS, data.field) && isOneOf(CARD_ENTRY_CODES, data.code)
        ? { source, type: 'invalid', field: data.field, code: data.code }
        : undefined;
    case 'focus':
    case 'blur':
      return isOneOf(CARD_FRAME_FIELDS, data.field)
        ? { source, type: data.type, field: data.field }
        : undefined;
    case 'token':
      return typeof data.requestId === 'string' &&
        isString(data.dataKey, 64) &&
        isOneOf(BRANDS, data.brand) &&
        typeof data.last4 === 'string' &&
        /^\d{4}$/.test(data.last4) &&
        typeof data.expiry === 'string' &&
        /^\d{2}\/\d{2}$/.test(data.expiry) &&
        isString(data.tokenExpiresAt, 40)
        ? {
            source,
            type: 'token',
            requestId: data.requestId,
            dataKey: data.dataKey,
            brand: data.brand as CardBrand,
            last4: data.last4,
            expiry: data.expiry,
            tokenExpiresAt: data.tokenExpiresAt,
          }
        : undefined;
    case 'error': {
      const codes: readonly string[] = [...CARD_ENTRY_CODES, ...CARD_FRAME_ERROR_CODES];
      if (!isOneOf(codes, data.code)) return undefined;
      const code = data.code as CardEntryCode | CardFrameErrorCode;
      return typeof data.requestId === 'string'
        ? { source, type: 'error', code, requestId: data.requestId }
        : { source, type: 'error', code };
    }
    default:
      return undefined;
  }
};
