import type { Language } from '../shared/enums';
import type { Cents } from '../shared/money';
import { fail, fieldError, ok, type Result } from '../shared/result';
import type { InputCode } from './inputs.codes';

/** Decimal separators a user may type: English uses the dot only, French the comma or the dot. */
const separatorsOf = (lang: Language): string => (lang === 'fr' ? ',.' : '.');

const MAX_DECIMALS = 2;

/**
 * What the currency field keeps of what was typed or pasted: digits and at most one separator with at most
 * two digits after it. Later separators are dropped but their digits kept, so a pasted "1,234.56" in English
 * becomes "1234.56" (the comma there is a thousands separator, not a decimal one).
 */
export const currencyInputChanged = (text: string, lang: Language): string => {
  if (typeof text !== 'string') return '';
  const separators = separatorsOf(lang);
  let out = '';
  let decimals = -1; // -1 until a separator is kept
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (decimals >= MAX_DECIMALS) continue;
      out += ch;
      if (decimals >= 0) decimals += 1;
    } else if (decimals < 0 && separators.includes(ch)) {
      out += ch;
      decimals = 0;
    }
  }
  return out;
};

/** On blur a dangling separator ("12." or "12,") is dropped; the rest of the filter applies as well. */
export const currencyInputBlurred = (text: string, lang: Language): string => {
  const filtered = currencyInputChanged(text, lang);
  const last = filtered.at(-1);
  return last !== undefined && separatorsOf(lang).includes(last) ? filtered.slice(0, -1) : filtered;
};

const CURRENCY_TEXT = {
  en: /^(\d*)(?:\.(\d{0,2}))?$/,
  fr: /^(\d*)(?:[.,](\d{0,2}))?$/,
} as const;

/**
 * Cents of a currency field's text ("1234.5" → 123450; French also "1234,5"). Empty text is
 * currencyRequired; anything the field could not hold, or an amount beyond safe integers, is currencyInvalid.
 */
export const parseCurrencyToCents = (
  text: unknown,
  lang: Language,
  field = 'amount',
): Result<Cents, InputCode> => {
  if (text === undefined || text === null || (typeof text === 'string' && text.trim() === '')) {
    return fail([fieldError(field, 'currencyRequired')]);
  }
  if (typeof text !== 'string') return fail([fieldError(field, 'currencyInvalid')]);
  const m = (lang === 'fr' ? CURRENCY_TEXT.fr : CURRENCY_TEXT.en).exec(text.trim());
  const whole = m?.[1] ?? '';
  const fraction = m?.[2] ?? '';
  if (!m || whole + fraction === '') return fail([fieldError(field, 'currencyInvalid')]);
  const cents = Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? ok(cents) : fail([fieldError(field, 'currencyInvalid')]);
};

/** The text a currency field shows for an amount, always with two decimals ("1234.50" / "1234,50"). */
export const currencyInputFromCents = (cents: Cents, lang: Language): string => {
  if (!Number.isSafeInteger(cents)) return '';
  const abs = Math.abs(cents);
  const text = `${Math.trunc(abs / 100)}${lang === 'fr' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
  // The field itself never accepts a sign; a negative amount is still shown rather than hidden.
  return cents < 0 ? `-${text}` : text;
};
