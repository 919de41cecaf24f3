import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, validateCardBrand } from './card-brand';

describe('card brand', () => {
  it('reads the brand from the first digit', () => {
    expect(cardBrandOf('378282246310005')).toBe('american-express');
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf(' 5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('6011111111111117')).toBeUndefined();
    expect(cardBrandOf('')).toBeUndefined();
    expect(cardBrandOf(4111)).toBeUndefined();
  });

  it('mon_943: a brand that is not accepted', () => {
    expect(validateCardBrand('6011111111111117')).toEqual({
      ok: false,
      errors: [{ field: 'card', code: 'mon_943' }],
    });
    expect(validateCardBrand('4111111111111111')).toEqual({ ok: true, value: 'visa' });
  });

  it('property: no brand for a first character other than 3, 4 or 5', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        fc.pre(!['3', '4', '5'].includes(text.trim().charAt(0)));
        expect(cardBrandOf(text)).toBeUndefined();
        expect(validateCardBrand(text).ok).toBe(false);
      }),
    );
  });
});
