import { describe, expect, it } from 'vitest';
import { validateEmail, validatePostalCode } from './contact-validators';
import { validatePhone } from './phone';

const failure = (field: string, code: string, params?: Record<string, number>) => ({
  ok: false,
  errors: [params ? { field, code, params } : { field, code }],
});

describe('phone', () => {
  it('gives back E.164: North American without +, any country with +', () => {
    expect(validatePhone('4165550199')).toEqual({ ok: true, value: '+14165550199' });
    expect(validatePhone('(416)-555-0199')).toEqual({ ok: true, value: '+14165550199' });
    expect(validatePhone('1 416 555 0199')).toEqual({ ok: true, value: '+14165550199' });
    expect(validatePhone('+44 20 7946 0958')).toEqual({ ok: true, value: '+442079460958' });
    expect(validatePhone('+33 1 23 45 67 89')).toEqual({ ok: true, value: '+33123456789' });
  });

  it('phoneRequired: empty, unless the field is optional', () => {
    expect(validatePhone(' ')).toEqual(failure('phone', 'phoneRequired'));
    expect(validatePhone('', { required: false, field: 'alternatePhone' })).toEqual({ ok: true, value: '' });
  });

  it('phoneInvalid: too short, too long, letters, an extension, not text', () => {
    expect(validatePhone('416555019')).toEqual(failure('phone', 'phoneInvalid'));
    expect(validatePhone('41655501999')).toEqual(failure('phone', 'phoneInvalid'));
    expect(validatePhone('(442)-079-4609')).toEqual(failure('phone', 'phoneInvalid'));
    expect(validatePhone('+44 20 7946 0958 ext 12')).toEqual(failure('phone', 'phoneInvalid'));
    expect(validatePhone('416555019x')).toEqual(failure('phone', 'phoneInvalid'));
    expect(validatePhone(4165550199, { field: 'alternatePhone' })).toEqual(
      failure('alternatePhone', 'phoneInvalid'),
    );
  });
});

describe('postal code', () => {
  it('gives back the code uppercased in the A1A 1A1 form', () => {
    expect(validatePostalCode('h2x1y4')).toEqual({ ok: true, value: 'H2X 1Y4' });
    expect(validatePostalCode(' K1A 0B1 ')).toEqual({ ok: true, value: 'K1A 0B1' });
  });

  it('postalCodeRequired: empty', () => {
    expect(validatePostalCode(null)).toEqual(failure('postalCode', 'postalCodeRequired'));
  });

  it('postalCodeInvalid: wrong shape, incomplete, too long', () => {
    expect(validatePostalCode('12345')).toEqual(failure('postalCode', 'postalCodeInvalid'));
    expect(validatePostalCode('K1A 0B')).toEqual(failure('postalCode', 'postalCodeInvalid'));
    expect(validatePostalCode('K1A 0B1 2')).toEqual(failure('postalCode', 'postalCodeInvalid'));
  });
});

describe('email', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(validateEmail(' marie.tremblay+voyage@exemple.qc.ca ')).toEqual({
      ok: true,
      value: 'marie.tremblay+voyage@exemple.qc.ca',
    });
  });

  it('emailRequired: empty', () => {
    expect(validateEmail('')).toEqual(failure('email', 'emailRequired'));
  });

  it('emailInvalid: no at sign, no domain, a bad dot, a numeric top-level domain', () => {
    for (const bad of [
      'marie',
      'marie@',
      '@example.com',
      'marie@example',
      '.marie@example.com',
      'ma..rie@example.com',
      'marie.@example.com',
      'marie@example.123',
      'ma rie@example.com',
    ]) {
      expect(validateEmail(bad)).toEqual(failure('email', 'emailInvalid'));
    }
  });

  it('maxLength: longer than the email limit, with the limit as a parameter', () => {
    expect(validateEmail(`${'a'.repeat(90)}@example.com`)).toEqual(
      failure('email', 'maxLength', { max: 100 }),
    );
  });
});
