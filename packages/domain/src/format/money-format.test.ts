import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLanguage } from '../test-support/inputs';
import { FRENCH_SPACE, formatCoverage, formatMoney, formatWholeDollars } from './money-format';

const NBSP = '\u00a0';

describe('money', () => {
  it('English: dollar sign first, comma groups, dot decimals', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(formatMoney(123456789, 'en')).toBe('$1,234,567.89');
    expect(formatMoney(5, 'en')).toBe('$0.05');
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(-500, 'en')).toBe('-$5.00');
  });

  it('French: amount first, no-break space groups, comma decimals, no-break space before the sign', () => {
    expect(FRENCH_SPACE).toBe(NBSP);
    expect(formatMoney(123456, 'fr')).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(formatMoney(123456789, 'fr')).toBe(`1${NBSP}234${NBSP}567,89${NBSP}$`);
    expect(formatMoney(99999, 'fr')).toBe(`999,99${NBSP}$`);
    expect(formatMoney(-500, 'fr')).toBe(`-5,00${NBSP}$`);
  });

  it('rounds a fractional amount and gives nothing for a non-number', () => {
    expect(formatMoney(100.5, 'en')).toBe('$1.01');
    expect(formatMoney(-0.4, 'en')).toBe('$0.00');
    expect(formatMoney(Number.NaN, 'fr')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });

  it('whole dollars have no decimals', () => {
    expect(formatWholeDollars(150000, 'en')).toBe('$150,000');
    expect(formatWholeDollars(150000, 'fr')).toBe(`150${NBSP}000${NBSP}$`);
  });

  it('coverage 999999 is a label key, any other amount a text', () => {
    expect(formatCoverage(999999, 'en')).toEqual({ kind: 'label', key: 'coverageUnlimited' });
    expect(formatCoverage(999999, 'fr')).toEqual({ kind: 'label', key: 'coverageUnlimited' });
    expect(formatCoverage(100000, 'en')).toEqual({ kind: 'text', text: '$100,000' });
    expect(formatCoverage(1000000, 'fr')).toEqual({ kind: 'text', text: `1${NBSP}000${NBSP}000${NBSP}$` });
  });

  it('property: the digits of the text are the digits of the cents, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        arbLanguage,
        (cents, lang) => {
          const text = formatMoney(cents, lang);
          expect(text.replace(/\D/g, '')).toBe(String(Math.abs(cents)).padStart(3, '0'));
          expect(text.startsWith('-')).toBe(cents < 0);
        },
      ),
    );
  });

  it('property: each language keeps its shape (sign place, separators, two decimals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(formatMoney(cents, 'en')).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(formatMoney(cents, 'fr')).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/);
      }),
    );
  });
});
