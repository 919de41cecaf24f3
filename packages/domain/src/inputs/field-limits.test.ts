import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../shared/limits';
import { FIELD_LIMIT_OF, characterCount, fieldLimitError, fieldLimitErrors } from './field-limits';

describe('field limits', () => {
  it('maxLength with { max } for each limit of spec 5.6', () => {
    expect(fieldLimitError('firstName', 'a'.repeat(101))).toEqual({
      field: 'firstName',
      code: 'maxLength',
      params: { max: 100 },
    });
    expect(fieldLimitError('tripAverageLength', 'a'.repeat(26))?.params).toEqual({ max: 25 });
    expect(fieldLimitError('modeOfTransportation', 'a'.repeat(51))?.params).toEqual({ max: 50 });
    expect(fieldLimitError('profileCode', 'a'.repeat(321))?.params).toEqual({ max: 320 });
    expect(fieldLimitError('profileCode', 'a'.repeat(320))).toBeUndefined();
  });

  it('counts an emoji as one character and ignores fields without a limit', () => {
    expect(characterCount('😀é')).toBe(2);
    expect(fieldLimitError('city', '😀'.repeat(100))).toBeUndefined();
    expect(fieldLimitError('notes', 'a'.repeat(5000))).toBeUndefined();
  });

  it('lists every field over its limit', () => {
    const errors = fieldLimitErrors({
      firstName: 'Ann',
      city: 'c'.repeat(101),
      addressLine2: 'd'.repeat(101),
      age: 40,
    });
    expect(errors.map((e) => e.field)).toEqual(['city', 'addressLine2']);
  });

  it('property: a limited field errs exactly when it is longer than its limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(FIELD_LIMIT_OF)),
        fc.string({ maxLength: 340 }),
        (field, value) => {
          const limit = FIELD_LIMITS[FIELD_LIMIT_OF[field] as keyof typeof FIELD_LIMITS];
          expect(fieldLimitError(field, value) !== undefined).toBe(characterCount(value) > limit);
        },
      ),
    );
  });
});
