import { addYears, type CalendarDate } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { SessionSlices, memoryStorage } from '../platform/session-slices';
import { TODAY } from '../test-support/builders';
import type { DetailsContext } from './traveller-details.form';
import { TravellerDetailsStore } from './traveller-details.store';

const context =
  (overrides: Partial<DetailsContext & { count: number }> = {}) =>
  () => ({
    count: 1,
    family: false,
    student: false,
    alternatePhone: false,
    visitor: false,
    province: 'ON',
    lang: 'en' as const,
    quotedAges: [38, 36, 10],
    ageReference: TODAY,
    ...overrides,
  });

/** A date of birth that makes someone `age` on TODAY, as the three boxes take it. */
const born = (age: number) => {
  const d = addYears(TODAY, -age) as CalendarDate;
  const [year, month, day] = d.split('-') as [string, string, string];
  return { day, month, year };
};

const fillPrimary = (s: TravellerDetailsStore) => {
  s.textChanged(0, 'firstName', '  Alex ');
  s.textChanged(0, 'lastName', 'Martin');
  s.dateOfBirthChanged(0, born(38));
  s.textChanged(0, 'email', 'alex@example.com');
  s.textChanged(0, 'phone', '4165550199');
  s.textChanged(0, 'addressLine1', '100 King St W');
  s.textChanged(0, 'city', 'Toronto');
  s.textChanged(0, 'postalCode', 'm5x1a9');
};

describe('TravellerDetailsStore (spec 3, 5.6)', () => {
  it('keeps the phone as typed (any country) and masks the postal code', () => {
    const s = new TravellerDetailsStore(context(), new SessionSlices(memoryStorage()));
    fillPrimary(s);
    expect(s.forms[0]?.phone).toBe('4165550199');
    expect(s.forms[0]?.postalCode).toBe('m5x 1a9');
    s.textChanged(0, 'phone', '+44 20 7946 0958');
    expect(s.forms[0]?.phone).toBe('+44 20 7946 0958');
    expect(s.submitClicked()).toBe(true);
  });

  it('a phone that is no number of its country is phoneInvalid, not rewritten', () => {
    const s = new TravellerDetailsStore(context(), new SessionSlices(memoryStorage()));
    fillPrimary(s);
    s.textChanged(0, 'phone', '+44 20 7946');
    expect(s.forms[0]?.phone).toBe('+44 20 7946');
    expect(s.allErrors).toEqual([{ field: '1.phone', code: 'phoneInvalid', ns: 'errors.inputs' }]);
  });

  it('names as people write them pass; digits or other signs are nameInvalid', () => {
    const s = new TravellerDetailsStore(context(), new SessionSlices(memoryStorage()));
    fillPrimary(s);
    s.textChanged(0, 'firstName', 'Marie-Ève');
    s.textChanged(0, 'lastName', "D’Aragon O'Neil");
    expect(s.allErrors).toEqual([]);
    s.textChanged(0, 'lastName', 'Martin3');
    expect(s.allErrors).toEqual([{ field: '1.lastName', code: 'nameInvalid', ns: 'errors.inputs' }]);
  });

  it('a field the purchase refused shows on its field until the buyer changes it', () => {
    const s = new TravellerDetailsStore(context(), new SessionSlices(memoryStorage()));
    fillPrimary(s);
    s.purchaseRefused([{ field: '1.phone', code: 'phoneInvalid', ns: 'errors.inputs' }]);
    expect(s.errorOf('1.phone')).toEqual({ field: '1.phone', code: 'phoneInvalid', ns: 'errors.inputs' });
    expect(s.errorOf('1.email')).toBeUndefined();
    s.textChanged(0, 'phone', '5145550123');
    expect(s.errorOf('1.phone')).toBeUndefined();
  });

  it('a complete primary passes; names are trimmed and the postal code uppercased on submit', () => {
    const s = new TravellerDetailsStore(context(), new SessionSlices(memoryStorage()));
    fillPrimary(s);
    expect(s.submitClicked()).toBe(true);
    const [primary] = s.contacts();
    expect(primary?.form.firstName).toBe('Alex');
    expect(primary?.form.postalCode).toBe('M5X 1A9');
    expect(primary?.dateOfBirth).toBe(addYears(TODAY, -38));
  });

  it('errors show after blur or a failed submit, each with the namespace of its label', () => {
    const s = new TravellerDetailsStore(context(), new SessionSlices(memoryStorage()));
    expect(s.errorOf('1.email')).toBeUndefined();
    s.fieldBlurred('1.email');
    expect(s.errorOf('1.email')).toMatchObject({ code: 'emailRequired', ns: 'errors.inputs' });
    s.submitClicked();
    expect(s.errorOf('1.firstName')).toMatchObject({ code: 'fieldRequired', ns: 'web.apply' });
    expect(s.errorOf('1.dateOfBirth')).toMatchObject({ code: 'required', ns: 'errors.date-input' });
  });

  it('a date of birth that gives another age than the quote is refused', () => {
    const s = new TravellerDetailsStore(context(), new SessionSlices(memoryStorage()));
    fillPrimary(s);
    s.dateOfBirthChanged(0, born(40));
    s.submitClicked();
    expect(s.errorOf('1.dateOfBirth')).toMatchObject({ code: 'dateOfBirthAgeMismatch', params: { age: 38 } });
  });

  it('a dependent shares the primary contact and address by default and gives a relationship', () => {
    const s = new TravellerDetailsStore(
      context({ count: 2, family: true }),
      new SessionSlices(memoryStorage()),
    );
    fillPrimary(s);
    s.textChanged(1, 'firstName', 'Sam');
    s.textChanged(1, 'lastName', 'Martin');
    s.dateOfBirthChanged(1, born(36));
    s.submitClicked();
    expect(s.allErrors.map((e) => e.field)).toEqual(['2.relationship']);
    s.textChanged(1, 'relationship', 'SPOUSE');
    expect(s.submitClicked()).toBe(true);
    expect(s.contacts()[1]?.form.email).toBe('alex@example.com');
    s.sameAsPrimaryChanged(1, 'emailPhone', false);
    expect(s.allErrors.map((e) => e.code)).toEqual(['emailRequired', 'phoneRequired']);
  });

  it('offers French documents first to a Québec resident; choosing English asks for the Bill 96 consent', () => {
    const s = new TravellerDetailsStore(context({ province: 'QC' }), new SessionSlices(memoryStorage()));
    fillPrimary(s);
    expect(s.forms[0]?.language).toBe('fr');
    expect(s.bill96Required).toBe(false);
    expect(s.submitClicked()).toBe(true);
    s.languageChosen(0, 'en');
    expect(s.bill96Required).toBe(true);
    expect(s.submitClicked()).toBe(false);
    expect(s.errorOf('bill96Consent')).toMatchObject({ code: 'bill96ConsentRequired', ns: 'errors.inputs' });
    s.bill96ConsentChanged(true);
    expect(s.submitClicked()).toBe(true);
    const on = new TravellerDetailsStore(context({ province: 'ON' }), new SessionSlices(memoryStorage()));
    expect(on.forms[0]?.language).toBe('en');
    on.languageChosen(0, 'fr');
    expect(on.bill96Required).toBe(false);
  });

  it('students give the school; visitors may give a phone at home (checked when typed)', () => {
    const s = new TravellerDetailsStore(
      context({ student: true, alternatePhone: true }),
      new SessionSlices(memoryStorage()),
    );
    fillPrimary(s);
    s.textChanged(0, 'alternatePhone', '12');
    s.submitClicked();
    expect(s.allErrors.map((e) => `${e.field}:${e.code}`)).toEqual([
      '1.alternatePhone:phoneInvalid',
      '1.schoolName:required',
      '1.schoolCity:required',
    ]);
  });

  it('names longer than 100 characters get maxLength', () => {
    const s = new TravellerDetailsStore(context(), new SessionSlices(memoryStorage()));
    fillPrimary(s);
    s.textChanged(0, 'lastName', 'x'.repeat(101));
    expect(s.allErrors).toEqual([
      { field: '1.lastName', code: 'maxLength', params: { max: 100 }, ns: 'errors.inputs' },
    ]);
  });

  it('a reload keeps what was typed', () => {
    const storage = memoryStorage();
    const s = new TravellerDetailsStore(context(), new SessionSlices(storage));
    fillPrimary(s);
    const again = new TravellerDetailsStore(context(), new SessionSlices(storage));
    expect(again.forms).toEqual(s.forms);
  });
});
