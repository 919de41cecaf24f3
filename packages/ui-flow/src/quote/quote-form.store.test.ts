import { addDays } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import { memoryStorage, SessionSlices } from '../platform/session-slices';
import { TODAY } from '../test-support/builders';
import { QuoteFormStore } from './quote-form.store';

const clock = fixedClock(TODAY);
const newStore = (storage = memoryStorage()) => new QuoteFormStore(clock, new SessionSlices(storage));

/** Fills the questions of a Canadian travelling alone. */
const canadian = (s: QuoteFormStore) => {
  s.categoryChosen('TRAVELLING_CANADIANS');
  s.provinceChosen('ON');
  s.yesNoAnswered('travelOutsideCanada', 'true');
  s.yesNoAnswered('multiTrip', 'false');
  s.yesNoAnswered('familyPlans', 'false');
  s.departureDateChanged(addDays(TODAY, 10));
  s.textChanged('returnDate', addDays(TODAY, 20));
  s.textChanged('bookingDate', TODAY);
  s.travellerChanged(0, 'age', '40');
  s.tripCostChanged('1200,50');
};

describe('QuoteFormStore', () => {
  it('shows no error before the user touches a field, then the field error after its blur', () => {
    const s = newStore();
    s.categoryChosen('TRAVELLING_CANADIANS');
    expect(s.errorOf('departureDate')).toBeUndefined();
    s.fieldBlurred('departureDate');
    expect(s.errorOf('departureDate')?.code).toBe('required');
  });

  it('shows every error after a failed submit and stays on the step', () => {
    const s = newStore();
    expect(s.submitClicked()).toBe(false);
    expect(s.errorOf('travellerCategory')?.code).toBe('required');
    expect(s.submitted).toBe(false);
  });

  it('passes a complete Canadian quote (comma decimals in the trip cost)', () => {
    const s = newStore();
    canadian(s);
    expect(s.allErrors).toEqual([]);
    expect(s.submitClicked()).toBe(true);
  });

  it('reports a return before the departure on both dates (returnLtDepart, departGtReturn)', () => {
    const s = newStore();
    canadian(s);
    s.textChanged('returnDate', addDays(TODAY, 5));
    s.submitClicked();
    expect(s.errorOf('returnDate')?.code).toBe('returnLtDepart');
    expect(s.errorOf('departureDate')?.code).toBe('departGtReturn');
  });

  it('multi-trip sets the return date one year out and makes it read-only (spec 4.2)', () => {
    const s = newStore();
    canadian(s);
    s.yesNoAnswered('multiTrip', 'true');
    expect(s.form.returnDate).toBe(addDays(addDays(TODAY, 10), 364));
    expect(s.returnDateReadOnly).toBe(true);
    s.departureDateChanged(addDays(TODAY, 3));
    expect(s.form.returnDate).toBe(addDays(TODAY, 367));
  });

  it('a family that breaks the family rule shows familyRule on the family question', () => {
    const s = newStore();
    canadian(s);
    s.yesNoAnswered('familyPlans', 'true');
    s.travellerAdded();
    s.travellerAdded();
    s.travellerChanged(1, 'age', '45');
    s.travellerChanged(2, 'age', '44');
    expect(s.errorOf('familyPlans')?.code).toBe('familyRule');
  });

  it('a family member over 59 gets familyMaxAge, one older than the primary familyPrimaryMaxAge', () => {
    const s = newStore();
    canadian(s);
    s.yesNoAnswered('familyPlans', 'true');
    s.travellerAdded();
    s.travellerChanged(1, 'age', '61');
    s.submitClicked();
    expect(s.allErrors.map((e) => e.code)).toEqual(
      expect.arrayContaining(['familyMaxAge', 'familyPrimaryMaxAge']),
    );
  });

  it('the trip cost is asked once for the whole trip and shared again when a traveller is added or removed', () => {
    const storage = memoryStorage();
    const s = newStore(storage);
    canadian(s);
    s.tripCostChanged('1000');
    s.travellerAdded();
    s.travellerAdded();
    s.travellerChanged(1, 'age', '40');
    s.travellerChanged(2, 'age', '12');
    expect(s.form.travellers.map((t) => t.tripCost)).toEqual(['333.34', '333.33', '333.33']);
    s.travellerRemoved(3);
    expect(s.form.travellers.map((t) => t.tripCost)).toEqual(['500.00', '500.00']);
    expect(s.allErrors).toEqual([]);
    // A reload restores the whole trip's cost from the shares.
    expect(newStore(storage).tripCostText).toBe('1000.00');
  });

  it('a trip cost that is not an amount is reported once, on the trip cost field, after it is left', () => {
    const s = newStore();
    canadian(s);
    s.travellerAdded();
    s.tripCostChanged('');
    expect(s.tripCostError).toBeUndefined();
    s.tripCostBlurred();
    expect(s.tripCostError?.code).toBe('required');
  });

  it('a family of one is refused with familyPlans', () => {
    const s = newStore();
    canadian(s);
    s.yesNoAnswered('familyPlans', 'true');
    expect(s.errorOf('familyPlans')?.code).toBe('familyPlans');
  });

  it('the questions a category does not ask get its answers, so a visitor is not blocked by them', () => {
    const s = newStore();
    s.categoryChosen('VISITOR_TO_CANADA');
    s.yesNoAnswered('superVisa', 'true');
    s.yesNoAnswered('familyPlans', 'false');
    s.provinceChosen('BC');
    s.departureDateChanged(addDays(TODAY, 5));
    s.textChanged('returnDate', addDays(TODAY, 370));
    s.travellerChanged(0, 'age', '70');
    expect(s.fields.tripCost).toBe(false);
    expect(s.effectiveForm.travelOutsideCanada).toBe('false');
    expect(s.effectiveForm.bookingDate).toBe(TODAY);
    expect(s.allErrors).toEqual([]);
  });

  it('a student gives the student type and the school dates', () => {
    const s = newStore();
    s.categoryChosen('STUDENT');
    s.submitClicked();
    expect(s.errorOf('studentType')?.code).toBe('required');
    expect(s.errorOf('schoolStartDate')?.code).toBe('required');
    s.studentTypeChosen('CANADIAN_OUTSIDE');
    expect(s.effectiveForm.travelOutsideCanada).toBe('true');
  });

  it('a top-up buyer left in the past; the days covered must reach today (coverageDaysGood)', () => {
    const s = newStore();
    s.categoryChosen('TOP_UP');
    s.provinceChosen('ON');
    s.yesNoAnswered('travelOutsideCanada', 'true');
    s.departureDateChanged(addDays(TODAY, -20));
    s.textChanged('returnDate', addDays(TODAY, 30));
    s.textChanged('bookingDate', addDays(TODAY, -40));
    s.travellerChanged(0, 'age', '50');
    s.textChanged('planCoverageDayCount', '10');
    s.submitClicked();
    expect(s.allErrors.map((e) => e.code)).toEqual(['coverageDaysGood']);
    s.textChanged('planCoverageDayCount', '25');
    expect(s.allErrors).toEqual([]);
  });

  it('a top-up buyer gives the days already covered (coverageDaysDigits when not digits)', () => {
    const s = newStore();
    s.categoryChosen('TOP_UP');
    s.textChanged('planCoverageDayCount', '1O');
    s.submitClicked();
    expect(s.errorOf('planCoverageDayCount')?.code).toBe('coverageDaysDigits');
  });

  it('the friends-and-family employee flows need the employee name, the employee flow does not', () => {
    const s = newStore();
    canadian(s);
    s.employeeTypeChosen('MANULIFE_EMPLOYEE');
    expect(s.employeeCode).toBe('EMPL');
    expect(s.allErrors).toEqual([]);
    s.employeeTypeChosen('NOT_RESIDE_WITH_MANULIFE_EMPLOYEE');
    expect(s.employeeCode).toBe('FNF_NONRES');
    expect(s.allErrors.map((e) => e.field)).toEqual(['employeeName']);
    s.textChanged('employeeName', '  Dana Smith ');
    expect(s.allErrors).toEqual([]);
  });

  it('hides the add button at 12 travellers and keeps the last row', () => {
    const s = newStore();
    for (let i = 0; i < 15; i++) s.travellerAdded();
    expect(s.form.travellers).toHaveLength(12);
    expect(s.canAddTraveller).toBe(false);
    for (let i = 12; i > 0; i--) s.travellerRemoved(i);
    expect(s.form.travellers).toHaveLength(1);
    expect(s.canRemoveTraveller).toBe(false);
  });

  it('a reload keeps the form and the submitted step (sessionStorage slice)', () => {
    const storage = memoryStorage();
    const s = newStore(storage);
    canadian(s);
    s.submitClicked();
    const again = newStore(storage);
    expect(again.form).toEqual(s.form);
    expect(again.submitted).toBe(true);
  });

  it('a stored slice that does not decode is dropped', () => {
    const storage = memoryStorage();
    storage.setItem('tripx.web.quoteForm', '{"form": 3}');
    expect(newStore(storage).form.travellerCategory).toBe('');
    expect(storage.data.has('tripx.web.quoteForm')).toBe(false);
  });
});
