import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, wholeYearsBetween, type CalendarDate } from '../shared/calendar-date';
import { TRAVELLER_CATEGORIES } from '../shared/enums';
import { arbDate } from '../test-support/arbitraries';
import { ageAt, dateOfBirthFromAge, parseAgeText, referenceDateFor } from './age';

const d = (s: string) => s as CalendarDate;

describe('age', () => {
  it('counts whole years from the date of birth, which wins over a typed age', () => {
    expect(ageAt({ dateOfBirth: '1990-06-16', age: '' }, d('2025-06-15'))).toBe(34);
    expect(ageAt({ dateOfBirth: '1990-06-15', age: '12' }, d('2025-06-15'))).toBe(35);
  });

  it('falls back to the typed age, and knows nothing from junk', () => {
    expect(ageAt({ dateOfBirth: '', age: ' 42 ' }, d('2025-06-15'))).toBe(42);
    expect(ageAt({ dateOfBirth: 'x', age: '4a' }, d('2025-06-15'))).toBeUndefined();
    expect(parseAgeText(42)).toBeUndefined();
  });

  it('derives the date of birth of someone who turns that age on the reference day', () => {
    expect(dateOfBirthFromAge(35, d('2025-06-15'))).toBe('1990-06-15');
    expect(dateOfBirthFromAge(-1, d('2025-06-15'))).toBeUndefined();
    expect(dateOfBirthFromAge(2.5, d('2025-06-15'))).toBeUndefined();
  });

  it('rates visitors and students at departure, everyone else at the application date', () => {
    const dep = d('2025-08-01');
    const app = d('2025-06-15');
    expect(referenceDateFor('VISITOR_TO_CANADA', dep, app)).toBe(dep);
    expect(referenceDateFor('STUDENT', dep, app)).toBe(dep);
    expect(referenceDateFor('TRAVELLING_CANADIANS', dep, app)).toBe(app);
    expect(referenceDateFor('TOP_UP', dep, app)).toBe(app);
    expect(referenceDateFor('VISITOR_TO_CANADA', undefined, app)).toBe(app);
  });

  it('property: age is never negative and never decreases as the reference date moves on', () => {
    fc.assert(
      fc.property(arbDate, arbDate, fc.nat(3000), (birth, ref, later) => {
        const now = ageAt({ dateOfBirth: birth, age: '' }, ref) ?? -1;
        const then = ageAt({ dateOfBirth: birth, age: '' }, addDays(ref, later)) ?? -1;
        expect(now).toBeGreaterThanOrEqual(0);
        expect(then).toBeGreaterThanOrEqual(now);
      }),
    );
  });

  it('property: a date of birth derived from an age gives that age back on the reference day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), arbDate, (age, reference) => {
        const birth = dateOfBirthFromAge(age, reference);
        expect(birth).toBeDefined();
        expect(wholeYearsBetween(birth as CalendarDate, reference)).toBe(age);
        // The day after the derived birthday the person would be a year younger.
        if (age > 0) expect(wholeYearsBetween(addDays(birth as CalendarDate, 1), reference)).toBe(age - 1);
      }),
    );
  });

  it('property: the reference date is the departure exactly for visitors and students', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRAVELLER_CATEGORIES), arbDate, arbDate, (category, dep, app) => {
        const onDeparture = category === 'VISITOR_TO_CANADA' || category === 'STUDENT';
        expect(referenceDateFor(category, dep, app)).toBe(onDeparture ? dep : app);
      }),
    );
  });
});
