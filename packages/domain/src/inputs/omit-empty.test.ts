import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbPayload } from '../test-support/inputs';
import { isEmptyValue, omitEmpty } from './omit-empty';

describe('omitEmpty', () => {
  it('drops undefined, null and empty text, keeps 0 and false, and cleans nested objects', () => {
    expect(
      omitEmpty({
        firstName: 'Marie',
        lastName: '',
        homeCountry: null,
        city: undefined,
        tripCost: 0,
        bill96Consent: false,
        address: { addressLine1: '1 rue', addressLine2: '' },
        licenses: [{ licensedProvince: 'QC', note: null }],
      }),
    ).toEqual({
      firstName: 'Marie',
      tripCost: 0,
      bill96Consent: false,
      address: { addressLine1: '1 rue' },
      licenses: [{ licensedProvince: 'QC' }],
    });
  });

  it('property: every empty field is dropped and every other field, 0 and false included, is kept', () => {
    fc.assert(
      fc.property(arbPayload, (payload) => {
        const out = omitEmpty(payload) as Record<string, unknown>;
        for (const [key, value] of Object.entries(payload)) {
          if (isEmptyValue(value)) expect(Object.hasOwn(out, key)).toBe(false);
          else if (typeof value !== 'object') expect(out[key]).toBe(value);
          else {
            const inner = out[key] as Record<string, unknown>;
            for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
              if (isEmptyValue(v)) expect(Object.hasOwn(inner, k)).toBe(false);
              else expect(inner[k]).toBe(v);
            }
          }
        }
        expect(Object.keys(out).length).toBe(Object.values(payload).filter((v) => !isEmptyValue(v)).length);
      }),
    );
  });
});
