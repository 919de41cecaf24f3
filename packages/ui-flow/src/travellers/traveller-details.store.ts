import {
  LIMITS,
  bill96ConsentAsked,
  isBill96ConsentRequired,
  offeredDocumentLanguage,
  phoneTyped,
  postalCodeForSubmit,
  postalCodeMasked,
  trimNames,
  type Language,
} from '@tripx/domain';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable } from 'mobx';
import type { SessionSlices } from '../platform/session-slices';
import {
  TravellerFormCodec,
  dateOfBirthOf,
  emptyTravellerForm,
  travellerDetailsErrors,
  type DetailsContext,
  type DetailsError,
  type TravellerForm,
} from './traveller-details.form';

export const TravellersDetailsSlice = t.type({
  travellers: t.array(TravellerFormCodec),
  bill96Consent: t.boolean,
  submitted: t.boolean,
});

type TextField = Exclude<
  keyof TravellerForm,
  'language' | 'emailPhoneSameAsPrimary' | 'addressSameAsPrimary'
>;
const MASKED: Partial<Record<TextField, (s: string) => string>> = {
  phone: phoneTyped,
  alternatePhone: phoneTyped,
  postalCode: postalCodeMasked,
};

/** A traveller as the purchase sends it: trimmed, with the primary's contact where "same as primary". */
export interface TravellerContact {
  readonly referenceNumber: number;
  readonly form: TravellerForm;
  readonly dateOfBirth: string | undefined;
}

/**
 * The traveller details form of the contact step (spec 3, 5.6): one block per traveller, the
 * dependents' relationship, contact and address shared with the primary unless unticked, masks on
 * the phone and postal code, and the Québec consent (Bill 96).
 */
export class TravellerDetailsStore {
  travellers: readonly TravellerForm[] = [];
  bill96Consent = false;
  touched: ReadonlySet<string> = new Set();
  submitAttempted = false;
  submitted = false;
  /** Fields the purchase refused (server), shown on their field until the buyer changes it. */
  refused: readonly DetailsError[] = [];

  constructor(
    private readonly ctx: () => DetailsContext & { readonly count: number },
    slices: SessionSlices,
  ) {
    makeObservable<TravellerDetailsStore, 'change'>(this, {
      travellers: observable.ref,
      bill96Consent: observable,
      touched: observable.ref,
      submitAttempted: observable,
      submitted: observable,
      refused: observable.ref,
      forms: computed,
      allErrors: computed,
      visibleErrors: computed,
      bill96Required: computed,
      change: action,
      textChanged: action,
      dateOfBirthChanged: action,
      sameAsPrimaryChanged: action,
      languageChosen: action,
      bill96ConsentChanged: action,
      fieldBlurred: action,
      submitClicked: action,
      purchaseRefused: action,
      reset: action,
    });
    const saved = slices.load('travellersDetails', TravellersDetailsSlice);
    if (saved) {
      this.travellers = saved.travellers.slice(0, LIMITS.maxTravellers);
      this.bill96Consent = saved.bill96Consent;
      this.submitted = saved.submitted;
    }
    slices.persist('travellersDetails', () => ({
      travellers: this.travellers,
      bill96Consent: this.bill96Consent,
      submitted: this.submitted,
    }));
  }

  /** One form per traveller of the quote, the ones typed so far first. */
  get forms(): readonly TravellerForm[] {
    const { count, lang, province } = this.ctx();
    const offered = offeredDocumentLanguage(province, lang);
    return Array.from(
      { length: count },
      (_, i) => this.travellers[i] ?? emptyTravellerForm(offered, i === 0),
    );
  }

  get allErrors(): readonly DetailsError[] {
    return travellerDetailsErrors(this.forms, this.bill96Consent, this.ctx());
  }

  get visibleErrors(): ReadonlyMap<string, DetailsError> {
    const shown = new Map<string, DetailsError>();
    for (const e of this.allErrors)
      if ((this.submitAttempted || this.touched.has(e.field)) && !shown.has(e.field)) shown.set(e.field, e);
    for (const e of this.refused) if (!shown.has(e.field)) shown.set(e.field, e);
    return shown;
  }

  errorOf(field: string): DetailsError | undefined {
    return this.visibleErrors.get(field);
  }

  get bill96Required(): boolean {
    return isBill96ConsentRequired(this.ctx().province, bill96ConsentAsked(this.forms[0]?.language));
  }

  textChanged(index: number, field: TextField, text: string): void {
    this.change(index, { [field]: MASKED[field]?.(text) ?? text });
  }

  dateOfBirthChanged(index: number, parts: { day: string; month: string; year: string }): void {
    this.change(index, { dobDay: parts.day, dobMonth: parts.month, dobYear: parts.year });
  }

  sameAsPrimaryChanged(index: number, what: 'emailPhone' | 'address', same: boolean): void {
    this.change(
      index,
      what === 'emailPhone' ? { emailPhoneSameAsPrimary: same } : { addressSameAsPrimary: same },
    );
  }

  languageChosen(index: number, language: Language): void {
    this.change(index, { language });
  }

  bill96ConsentChanged(consent: boolean): void {
    this.bill96Consent = consent;
    this.refused = this.refused.filter((e) => e.field !== 'bill96Consent');
    this.submitted = false;
    this.fieldBlurred('bill96Consent');
  }

  fieldBlurred(field: string): void {
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field]);
  }

  submitClicked(): boolean {
    this.submitAttempted = true;
    this.travellers = this.forms.map((f) => trimNames(f));
    this.submitted = this.allErrors.length === 0;
    return this.submitted;
  }

  /** The purchase refused these fields: each shows on its field when the buyer goes back to the step. */
  purchaseRefused(fields: readonly DetailsError[]): void {
    this.refused = fields;
  }

  /** The travellers as the purchase sends them (spec 3, 5.6): names trimmed, postal code uppercased. */
  contacts(): readonly TravellerContact[] {
    const forms = this.forms.map((f) => trimNames(f));
    const primary = forms[0];
    return forms.map((f, i) => {
      const emailPhone = i > 0 && f.emailPhoneSameAsPrimary && primary ? primary : f;
      const address = i > 0 && f.addressSameAsPrimary && primary ? primary : f;
      const birth = dateOfBirthOf(f);
      return {
        referenceNumber: i + 1,
        dateOfBirth: birth,
        form: {
          ...f,
          email: emailPhone.email.trim(),
          phone: emailPhone.phone,
          addressLine1: address.addressLine1.trim(),
          addressLine2: address.addressLine2.trim(),
          city: address.city.trim(),
          postalCode: postalCodeForSubmit(address.postalCode),
        },
      };
    });
  }

  reset(): void {
    this.travellers = [];
    this.bill96Consent = false;
    this.touched = new Set();
    this.submitAttempted = false;
    this.submitted = false;
    this.refused = [];
  }

  private change(index: number, patch: Partial<TravellerForm>): void {
    this.travellers = this.forms.map((f, i) => (i === index ? { ...f, ...patch } : f));
    this.submitted = false;
    // A refused field the buyer changes is theirs again (the form's own rules still apply).
    const changed = new Set(
      Object.keys(patch).map((k) => `${index + 1}.${k.startsWith('dob') ? 'dateOfBirth' : k}`),
    );
    if (this.refused.some((e) => changed.has(e.field)))
      this.refused = this.refused.filter((e) => !changed.has(e.field));
  }
}
