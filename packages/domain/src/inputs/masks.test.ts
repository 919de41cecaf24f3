import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbMaskTyping } from '../test-support/inputs';
import { POSTAL_CODE_MASK, applyMask, postalCodeForSubmit, postalCodeMasked } from './masks';

describe('masks', () => {
  it('masks a postal code and refuses characters that do not fit their slot', () => {
    expect(postalCodeMasked('k1a0b1')).toBe('k1a 0b1');
    expect(postalCodeMasked('K1A')).toBe('K1A');
    expect(postalCodeMasked('KK1')).toBe('K1');
    expect(postalCodeForSubmit('k1a 0b1')).toBe('K1A 0B1');
  });

  it('property: the postal mask is idempotent and never longer than the mask', () => {
    fc.assert(
      fc.property(arbMaskTyping, fc.constantFrom(POSTAL_CODE_MASK), (text, mask) => {
        const once = applyMask(text, mask);
        expect(applyMask(once, mask)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(mask.length);
      }),
    );
  });

  it('property: a masked entry is a prefix of the mask shape, never ending with a literal', () => {
    fc.assert(
      fc.property(arbMaskTyping, (text) => {
        const postal = postalCodeMasked(text);
        expect('a9a 9a9'.startsWith(postal.replace(/\d/g, '9').replace(/[A-Za-z]/g, 'a'))).toBe(true);
      }),
    );
  });
});
