import type {
  EndorsementFormView,
  PolicyMaintenanceService,
  ReQuoteView,
  TransactionView,
} from '@tripx/application';
import {
  isCalendarDate,
  type CalendarDate,
  type EndorsementSnapshot,
  type PaymentMethod,
} from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Notify } from '../file/policy-file.store';
import { failureKey } from '../shared/failure';
import type { NewCard } from '../shared/new-card';
import {
  draftOf,
  invalidFields,
  nextReference,
  snapshotOf,
  type DependentField,
  type EndorsementDraft,
  type TripField,
} from './endorsement-draft';

const EMPTY: EndorsementDraft = {
  trip: { startDate: '', endDate: '', departureLocation: '', destinations: '' },
  benefits: {},
  dependents: [],
};

/**
 * The edit tab (spec 2.3 endorsement): change the trip, re-quote with the policy's rate version, then
 * apply at the version read, charging the difference (card on file, a new card typed in the card frame,
 * cash, paid to the agency) or refunding it. Apply first shows the amount and the card to confirm; the
 * confirmed difference goes with the change, and a difference that moved on since (amountChanged) is
 * re-quoted to confirm again. A stale version answers 409 (versionConflict): nothing is written and
 * the form reloads; a failed payment can be retried. What moved is kept to show (`receipt`).
 */
export class EndorsementStore {
  form: EndorsementFormView | undefined = undefined;
  draft: EndorsementDraft = EMPTY;
  quote: ReQuoteView | undefined = undefined;
  method = '';
  /** The day a POLICY_ADMIN applies the change on (empty: today); the server ignores it from others. */
  applicationDate = '';
  busy = false;
  errorKey: string | undefined = undefined;
  /** The last apply failed on the payment: the server kept it for retry-policy-update. */
  retryable = false;
  /** The confirmation of the amount is open. */
  confirming = false;
  /** The transactions of the last applied change. */
  receipt: readonly TransactionView[] | undefined = undefined;

  constructor(
    private readonly service: Pick<
      PolicyMaintenanceService,
      'endorsementForm' | 'reQuote' | 'update' | 'retryUpdate'
    >,
    readonly policyNumber: string,
    private readonly notify: Notify,
    readonly newCard: NewCard,
  ) {
    makeObservable(this, {
      form: observable.ref,
      draft: observable,
      quote: observable.ref,
      method: observable,
      applicationDate: observable,
      busy: observable,
      errorKey: observable,
      retryable: observable,
      confirming: observable,
      receipt: observable.ref,
      invalid: computed,
      methods: computed,
      loaded: action,
      tripChanged: action,
      benefitsChanged: action,
      dependentChanged: action,
      dependentAdded: action,
      dependentRemoved: action,
      methodChosen: action,
      applicationDateChanged: action,
      reQuoteRequested: action,
      applyRequested: action,
      applyConfirmed: action,
      applyCancelled: action,
      retryRequested: action,
    });
  }

  /** Fields whose value cannot be sent (trip fields by name, `dependent.<ref>.dateOfBirth`). */
  get invalid(): readonly string[] {
    const day = this.applicationDate.trim();
    return [...invalidFields(this.draft), ...(day === '' || isCalendarDate(day) ? [] : ['applicationDate'])];
  }

  applicationDateChanged(value: string): void {
    this.applicationDate = value;
    this.edited();
  }

  /** The chosen day as the calls send it (nothing when empty: today). */
  private chosenDay(): { readonly applicationDate?: CalendarDate } {
    const day = this.applicationDate.trim();
    return isCalendarDate(day) ? { applicationDate: day } : {};
  }

  get methods(): readonly string[] {
    return this.quote?.payment.methods ?? [];
  }

  /** Reads the policy's current version; after a conflict the user's draft stays, to be re-quoted. */
  async loaded(keepDraft = false): Promise<void> {
    this.busy = true;
    const r = await this.service.endorsementForm(this.policyNumber);
    runInAction(() => {
      this.busy = false;
      this.quote = undefined;
      this.errorKey = failureKey(r);
      if (!r.ok) return;
      this.form = r.value;
      if (!keepDraft) this.draft = draftOf(r.value.snapshot);
    });
  }

  /** Any change asks for a new re-quote before it can be applied. */
  private edited(): void {
    this.quote = undefined;
  }

  tripChanged(field: TripField, value: string): void {
    this.draft.trip[field] = value;
    this.edited();
  }

  benefitsChanged(policyNumber: string, codes: string): void {
    this.draft.benefits[policyNumber] = codes;
    this.edited();
  }

  dependentChanged(referenceNumber: number, field: DependentField, value: string): void {
    const dependent = this.draft.dependents.find((d) => d.referenceNumber === referenceNumber);
    if (dependent) dependent[field] = value;
    this.edited();
  }

  dependentAdded(): void {
    if (!this.form) return;
    const referenceNumber = nextReference(this.form.snapshot, this.draft);
    this.draft.dependents.push({
      referenceNumber,
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      relationship: '',
    });
    this.edited();
  }

  dependentRemoved(referenceNumber: number): void {
    this.draft.dependents = this.draft.dependents.filter((d) => d.referenceNumber !== referenceNumber);
    this.edited();
  }

  methodChosen(method: string): void {
    this.method = method;
  }

  private changes(form: EndorsementFormView): EndorsementSnapshot | undefined {
    return snapshotOf(form.snapshot, this.draft);
  }

  async reQuoteRequested(): Promise<void> {
    const changes = this.form && this.changes(this.form);
    if (!changes) return;
    this.busy = true;
    const r = await this.service.reQuote({ policyNumber: this.policyNumber, changes, ...this.chosenDay() });
    runInAction(() => {
      this.busy = false;
      this.errorKey = failureKey(r);
      if (!r.ok) return;
      this.quote = r.value;
      this.method = this.methods[0] ?? '';
    });
  }

  /** Apply: first the amount and the card, to confirm. */
  applyRequested(): void {
    if (this.quote) this.confirming = true;
  }

  applyCancelled(): void {
    this.confirming = false;
  }

  /** The confirmed apply: the change with the difference the staff member saw. */
  async applyConfirmed(): Promise<void> {
    const form = this.form;
    const quote = this.quote;
    const changes = form && this.changes(form);
    this.confirming = false;
    if (!form || !quote || !changes) return;
    this.busy = true;
    this.receipt = undefined;
    const method = this.method as PaymentMethod;
    const charge = quote.payment.type === 'CHARGE' ? await this.newCard.choiceFor(method) : undefined;
    if (quote.payment.type === 'CHARGE' && !charge) {
      runInAction(() => (this.busy = false));
      this.notify('error', 'error.newCard');
      return;
    }
    const r = await this.service.update({
      policyNumber: this.policyNumber,
      version: form.version,
      changes,
      ...(charge ? { charge } : {}),
      ...(quote.payment.type === 'REFUND' ? { refundMethod: method } : {}),
      ...this.chosenDay(),
      confirmedCents: quote.deltaTotal,
    });
    runInAction(() => {
      this.busy = false;
      this.retryable =
        !r.ok && (r.failure.code === 'paymentFailed' || r.failure.code === 'paymentTokenMissing');
    });
    await this.settled(r);
  }

  async retryRequested(): Promise<void> {
    this.busy = true;
    const r = await this.service.retryUpdate(this.policyNumber);
    runInAction(() => {
      this.busy = false;
      this.retryable = !r.ok && r.failure.code !== 'noFailedUpdate';
    });
    await this.settled(r);
  }

  /** After an apply: saved → the new version is read back; stale → the new version under the same draft. */
  private async settled(r: Awaited<ReturnType<PolicyMaintenanceService['update']>>): Promise<void> {
    if (r.ok) {
      this.notify('success', 'edit.applied');
      await this.loaded();
      runInAction(() => (this.receipt = r.value.transactions));
      return;
    }
    this.notify('error', failureKey(r) ?? '');
    if (r.failure.code === 'versionConflict') await this.loaded(true);
    // The difference moved on since it was shown: the new one, to confirm again.
    if (r.failure.code === 'amountChanged') await this.reQuoteRequested();
    runInAction(() => (this.errorKey = failureKey(r)));
  }
}
