import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCurrencyTyping, arbLanguage } from '../test-support/inputs';
import {
  currencyInputBlurred,
  currencyInputChanged,
  currencyInputFromCents,
  parseCurrencyToCents,
} from './currency-input';

const ALLOWED = { en: /^\d*(\.\d{0,2})?$/, fr: /^\d*([.,]\d{0,2})?$/ } as const;

describe('currency input filter', () => {
  it('keeps digits and the dot in English, dropping the comma and other signs', () => {
    expect(currencyInputChanged('$1,234.56', 'en')).toBe('1234.56');
    expect(currencyInputChanged('-12a3', 'en')).toBe('123');
  });

  it('accepts the comma or the dot in French', () => {
    expect(currencyInputChanged('1 234,56 $', 'fr')).toBe('1234,56');
    expect(currencyInputChanged('12.5', 'fr')).toBe('12.5');
  });

  it('keeps one separator and at most two decimals', () => {
    expect(currencyInputChanged('1.2.3', 'en')).toBe('1.23');
    expect(currencyInputChanged('1,2.3', 'fr')).toBe('1,23');
    expect(currencyInputChanged('9.999', 'en')).toBe('9.99');
  });

  it('drops a trailing separator on blur, and only then', () => {
    expect(currencyInputChanged('12.', 'en')).toBe('12.');
    expect(currencyInputBlurred('12.', 'en')).toBe('12');
    expect(currencyInputBlurred('12,', 'fr')).toBe('12');
    expect(currencyInputBlurred('12,5', 'fr')).toBe('12,5');
  });

  it('property: filtering twice is filtering once', () => {
    fc.assert(
      fc.property(arbCurrencyTyping, arbLanguage, (text, lang) => {
        const once = currencyInputChanged(text, lang);
        expect(currencyInputChanged(once, lang)).toBe(once);
      }),
    );
  });

  it('property: the filtered text always has the allowed shape of its language', () => {
    fc.assert(
      fc.property(arbCurrencyTyping, arbLanguage, (text, lang) => {
        expect(currencyInputChanged(text, lang)).toMatch(ALLOWED[lang]);
      }),
    );
  });

  it('property: after blur the text never ends with a separator and blurring again changes nothing', () => {
    fc.assert(
      fc.property(arbCurrencyTyping, arbLanguage, (text, lang) => {
        const blurred = currencyInputBlurred(text, lang);
        expect(blurred).not.toMatch(/[.,]$/);
        expect(currencyInputBlurred(blurred, lang)).toBe(blurred);
      }),
    );
  });
});

describe('currency parsing', () => {
  it('reads cents from the text of either language', () => {
    expect(parseCurrencyToCents('1234.5', 'en')).toEqual({ ok: true, value: 123450 });
    expect(parseCurrencyToCents('12,34', 'fr')).toEqual({ ok: true, value: 1234 });
    expect(parseCurrencyToCents('.5', 'en')).toEqual({ ok: true, value: 50 });
    expect(parseCurrencyToCents('7', 'fr')).toEqual({ ok: true, value: 700 });
  });

  it('currencyRequired: an empty or missing amount', () => {
    for (const empty of ['', '  ', undefined, null]) {
      expect(parseCurrencyToCents(empty, 'en')).toEqual({
        ok: false,
        errors: [{ field: 'amount', code: 'currencyRequired' }],
      });
    }
  });

  it('currencyInvalid: text the field could not hold, a lone separator, an unsafe amount, a non-string', () => {
    for (const bad of ['12,34', '1.234', '.', 'abc', '1e3', '99999999999999999', 42]) {
      expect(parseCurrencyToCents(bad, 'en', 'tripCost')).toEqual({
        ok: false,
        errors: [{ field: 'tripCost', code: 'currencyInvalid' }],
      });
    }
  });

  it('writes two decimals with the separator of the language', () => {
    expect(currencyInputFromCents(123450, 'en')).toBe('1234.50');
    expect(currencyInputFromCents(5, 'fr')).toBe('0,05');
    expect(currencyInputFromCents(Number.NaN, 'fr')).toBe('');
  });

  it('property: parsing the text of an amount gives the same cents back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), arbLanguage, (cents, lang) => {
        expect(parseCurrencyToCents(currencyInputFromCents(cents, lang), lang)).toEqual({
          ok: true,
          value: cents,
        });
      }),
    );
  });

  it('property: whatever the filter keeps, with a digit and at most 15 digits, parses', () => {
    fc.assert(
      fc.property(arbCurrencyTyping, arbLanguage, (text, lang) => {
        const kept = currencyInputBlurred(text, lang);
        fc.pre(/\d/.test(kept) && kept.replace(/\D/g, '').length <= 15);
        expect(parseCurrencyToCents(kept, lang).ok).toBe(true);
      }),
    );
  });
});
