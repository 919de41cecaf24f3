import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualTokenInputChanged, manualTokenTypingError, validateManualToken } from './manual-token';

const failure = (code: string, params?: Record<string, number>) => ({
  ok: false,
  errors: [params ? { field: 'token', code, params } : { field: 'token', code }],
});

describe('manual token', () => {
  it('accepts 15 to 20 letters and digits with a supported first digit', () => {
    expect(validateManualToken('4abc5def6ghi7jk')).toEqual({
      ok: true,
      value: { token: '4abc5def6ghi7jk', brand: 'visa' },
    });
    expect(validateManualToken('5'.repeat(20))).toEqual({
      ok: true,
      value: { token: '5'.repeat(20), brand: 'mastercard' },
    });
  });

  it('tokenRequired: nothing entered', () => {
    expect(validateManualToken('  ')).toEqual(failure('tokenRequired'));
  });

  it('tokenInvalid: other characters than letters and digits, or not text', () => {
    expect(validateManualToken('4111-1111-1111-111')).toEqual(failure('tokenInvalid'));
    expect(validateManualToken(4111111111111111)).toEqual(failure('tokenInvalid'));
  });

  it('tokenTooLong: more than 20 characters', () => {
    expect(validateManualToken('4'.repeat(21))).toEqual(failure('tokenTooLong', { max: 20 }));
  });

  it('tokenTooShort: fewer than 15 characters', () => {
    expect(validateManualToken('4'.repeat(14))).toEqual(failure('tokenTooShort', { min: 15 }));
  });

  it('mon_943: from 15 characters, a first character that names no accepted brand', () => {
    expect(validateManualToken('6'.repeat(15))).toEqual(failure('mon_943'));
    expect(validateManualToken('a'.repeat(16))).toEqual(failure('mon_943'));
  });

  it('says nothing while typing until 15 characters, then checks', () => {
    expect(manualTokenTypingError('6'.repeat(14))).toBeUndefined();
    expect(manualTokenTypingError('6'.repeat(15))).toBe('mon_943');
    expect(manualTokenTypingError('4'.repeat(15))).toBeUndefined();
  });

  it('property: the typed token is letters and digits only, at most 20, and filtering is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const kept = manualTokenInputChanged(text);
        expect(kept).toMatch(/^[A-Za-z0-9]{0,20}$/);
        expect(manualTokenInputChanged(kept)).toBe(kept);
      }),
    );
  });

  it('property: no typing error below the check length, and the submit check agrees from there on', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,20}$/), (token) => {
        const typing = manualTokenTypingError(token);
        if (token.length < 15) expect(typing).toBeUndefined();
        else expect(typing === undefined).toBe(validateManualToken(token).ok);
      }),
    );
  });
});
