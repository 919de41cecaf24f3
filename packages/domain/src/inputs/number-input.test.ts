import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberInputChanged } from './number-input';

describe('number input', () => {
  it('strips everything but digits', () => {
    expect(numberInputChanged('1a2-3 ', { zeroAllowed: true })).toBe('123');
  });

  it('blanks zero unless zero is allowed', () => {
    expect(numberInputChanged('0')).toBe('');
    expect(numberInputChanged('000')).toBe('');
    expect(numberInputChanged('05')).toBe('5');
    expect(numberInputChanged('0', { zeroAllowed: true })).toBe('0');
  });

  it('keeps at most maxLength digits', () => {
    expect(numberInputChanged('12345', { maxLength: 3 })).toBe('123');
  });

  it('property: digits only, idempotent, and never a leading zero when zero is not allowed', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (text, zeroAllowed, maxLength) => {
          const options = { zeroAllowed, maxLength };
          const once = numberInputChanged(text, options);
          expect(once).toMatch(/^\d*$/);
          expect(numberInputChanged(once, options)).toBe(once);
          if (!zeroAllowed) expect(once.startsWith('0')).toBe(false);
          if (maxLength !== undefined) expect(once.length).toBeLessThanOrEqual(maxLength);
        },
      ),
    );
  });
});
