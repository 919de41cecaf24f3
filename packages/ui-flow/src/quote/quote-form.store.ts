import {
  EMPTY_QUOTE_FORM,
  EMPLOYEE_TYPE_CODE,
  canAddTraveller,
  canRemoveTraveller,
  countryChanged,
  departureDateChanged,
  isReturnDateReadOnly,
  multiTripChanged,
  namesEmployee,
  quoteTravellerAdded,
  quoteTravellerRemoved,
  quoteTripCostShared,
  quoteTripCostTotal,
  categoryFields,
  effectiveQuoteForm,
  quoteFormErrors,
  readQuoteForm,
  trimNames,
  type CategoryFields,
  type EmployeeType,
  type FieldError,
  type Province,
  type QuoteForm,
  type QuoteTraveller,
  type QuoteYesNo,
  type StudentType,
  type TravellerCategory,
} from '@tripx/domain';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable } from 'mobx';
import type { Clock } from '../platform/clock';
import type { SessionSlices } from '../platform/session-slices';

/** The stored quoteForm slice: the form itself is read field by field by the domain's readQuoteForm. */
export const QuoteFormSlice = t.type({ form: t.UnknownRecord, submitted: t.boolean });

type TextField =
  | 'departureDate'
  | 'returnDate'
  | 'bookingDate'
  | 'planCoverageDayCount'
  | 'schoolStartDate'
  | 'schoolEndDate'
  | 'employeeName';
/** The yes/no questions of the quick quote. */
export type YesNoField =
  | 'travelOutsideCanada'
  | 'multiTrip'
  | 'familyPlans'
  | 'superVisa'
  | 'fullTimeStudent'
  | 'provincialHealthCoverage';

/**
 * The quick quote (spec 2.7, 4.2, 5.1): the user's answers, what they touched, and the errors to show.
 * Errors show after a field is touched or blurred, or after a failed submit (spec 5.6).
 */
export class QuoteFormStore {
  form: QuoteForm = EMPTY_QUOTE_FORM;
  touched: ReadonlySet<string> = new Set();
  submitAttempted = false;
  /** The form passed its rules and the buyer went on; later steps rely on it. */
  submitted = false;
  /** The trip cost as typed, for the whole trip: the travellers' rows hold their shares of it. */
  tripCostText = '';

  constructor(
    private readonly clock: Clock,
    slices: SessionSlices,
  ) {
    makeObservable<QuoteFormStore, 'update' | 'touch'>(this, {
      form: observable.ref,
      touched: observable.ref,
      submitAttempted: observable,
      submitted: observable,
      tripCostText: observable,
      update: action,
      touch: action,
      effectiveForm: computed,
      fields: computed,
      allErrors: computed,
      visibleErrors: computed,
      canAddTraveller: computed,
      canRemoveTraveller: computed,
      returnDateReadOnly: computed,
      employeeNameShown: computed,
      categoryChosen: action,
      studentTypeChosen: action,
      provinceChosen: action,
      countryChosen: action,
      employeeTypeChosen: action,
      yesNoAnswered: action,
      textChanged: action,
      departureDateChanged: action,
      travellerAdded: action,
      travellerRemoved: action,
      travellerChanged: action,
      tripCostChanged: action,
      fieldBlurred: action,
      tripCostBlurred: action,
      tripCostError: computed,
      submitClicked: action,
      reset: action,
    });
    const saved = slices.load('quoteForm', QuoteFormSlice);
    if (saved) {
      const form = readQuoteForm(saved.form);
      this.form = form.travellers.length > 0 ? form : { ...form, travellers: EMPTY_QUOTE_FORM.travellers };
      this.submitted = saved.submitted;
      this.tripCostText = quoteTripCostTotal(this.form);
    }
    slices.persist('quoteForm', () => ({ form: this.form, submitted: this.submitted }));
  }

  get fields(): CategoryFields {
    return categoryFields(this.form.travellerCategory);
  }

  /** The form with what the category implies for the questions it does not ask. */
  get effectiveForm(): QuoteForm {
    return effectiveQuoteForm(trimNames(this.form), this.clock.today());
  }

  /** The domain's rules of the quote form, the server's sale rules among them (same function, same codes). */
  get allErrors(): readonly FieldError[] {
    const today = this.clock.today();
    return quoteFormErrors(this.form, { today, applicationDate: today });
  }

  /** Errors of touched fields, or all of them after a failed submit; the first per field. */
  get visibleErrors(): ReadonlyMap<string, FieldError> {
    const shown = new Map<string, FieldError>();
    for (const e of this.allErrors) {
      const visible = this.submitAttempted || this.touched.has(e.field);
      if (visible && !shown.has(e.field)) shown.set(e.field, e);
    }
    return shown;
  }

  errorOf(field: string): FieldError | undefined {
    return this.visibleErrors.get(field);
  }

  get canAddTraveller(): boolean {
    return canAddTraveller(this.form.travellers.length);
  }

  get canRemoveTraveller(): boolean {
    return canRemoveTraveller(this.form.travellers.length);
  }

  get returnDateReadOnly(): boolean {
    return isReturnDateReadOnly(this.form);
  }

  get employeeNameShown(): boolean {
    return namesEmployee(this.form.employeeType);
  }

  /** The discount code the employee flow sends (EMPL, FNF_RES, FNF_NONRES). */
  get employeeCode(): string | undefined {
    return this.form.employeeType === '' ? undefined : EMPLOYEE_TYPE_CODE[this.form.employeeType];
  }

  categoryChosen(category: TravellerCategory): void {
    this.update({ ...this.form, travellerCategory: category });
    this.touch('travellerCategory');
  }

  studentTypeChosen(studentType: StudentType): void {
    this.update({ ...this.form, studentType });
    this.touch('studentType');
  }

  provinceChosen(province: Province): void {
    this.update({ ...this.form, province });
    this.touch('province');
  }

  countryChosen(country: string): void {
    this.update(countryChanged(this.form, country));
  }

  employeeTypeChosen(employeeType: EmployeeType | ''): void {
    this.update({
      ...this.form,
      employeeType,
      employeeName: employeeType === '' ? '' : this.form.employeeName,
    });
  }

  yesNoAnswered(field: YesNoField, answer: QuoteYesNo): void {
    const next =
      field === 'multiTrip'
        ? multiTripChanged(this.form, answer, this.clock.today())
        : { ...this.form, [field]: answer };
    this.update(next);
    this.touch(field);
  }

  textChanged(field: TextField, text: string): void {
    this.update({ ...this.form, [field]: text });
  }

  departureDateChanged(text: string): void {
    this.update(departureDateChanged(this.form, text));
  }

  /** A traveller more or less: the trip's cost is shared again among them all. */
  travellerAdded(): void {
    this.update(quoteTripCostShared(quoteTravellerAdded(this.form), this.tripCostText));
  }

  travellerRemoved(referenceNumber: number): void {
    this.update(quoteTripCostShared(quoteTravellerRemoved(this.form, referenceNumber), this.tripCostText));
  }

  /** The trip cost of the whole trip (spec 2.7 asks it per trip): each traveller's row gets a share. */
  tripCostChanged(text: string): void {
    this.tripCostText = text;
    this.update(quoteTripCostShared(this.form, text));
  }

  /** The first error of the travellers' trip cost shares, shown on the one trip cost field. */
  get tripCostError(): FieldError | undefined {
    return this.form.travellers
      .map((_, i) => this.errorOf(`travellers[${i}].tripCost`))
      .find((e) => e !== undefined);
  }

  /** Leaving the trip cost field touches every traveller's share of it. */
  tripCostBlurred(): void {
    this.form.travellers.forEach((_, i) => this.touch(`travellers[${i}].tripCost`));
  }

  travellerChanged(index: number, field: 'age', text: string): void {
    const travellers = this.form.travellers.map((tr, i): QuoteTraveller =>
      i === index ? { ...tr, [field]: text } : tr,
    );
    this.update({ ...this.form, travellers });
  }

  fieldBlurred(field: string): void {
    this.touch(field);
  }

  /** Submit: valid, it is kept and the flow goes on; otherwise every error shows (spec 5.6). */
  submitClicked(): boolean {
    this.submitAttempted = true;
    this.submitted = this.allErrors.length === 0;
    return this.submitted;
  }

  reset(): void {
    this.form = EMPTY_QUOTE_FORM;
    this.tripCostText = '';
    this.touched = new Set();
    this.submitAttempted = false;
    this.submitted = false;
  }

  private update(form: QuoteForm): void {
    this.form = form;
    // Any change reopens the step: the next steps wait for a new submit.
    this.submitted = false;
  }

  private touch(field: string): void {
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field]);
  }
}
