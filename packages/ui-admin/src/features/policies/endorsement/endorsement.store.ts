import type { EndorsementFormView, PolicyMaintenanceService, ReQuoteView } from '@tripx/adapters-http/client';
import {
  isCalendarDate,
  parseCalendarDate,
  type EndorsementSnapshot,
  type PaymentMethod,
} from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Notify } from '../file/policy-file.store';
import { failureKey } from '../shared/failure';

export const ENDORSEMENT_FIELDS = ['startDate', 'endDate', 'departureLocation', 'destinations'] as const;
export type EndorsementField = (typeof ENDORSEMENT_FIELDS)[number];
type Draft = Record<EndorsementField, string>;

/** A new card needs the card frame, which this screen does not embed yet: the card on file is offered instead. */
const OFFERED = (m: string) => m !== 'CREDIT_CARD';

const draftOf = (form: EndorsementFormView): Draft => ({
  startDate: form.snapshot.startDate,
  endDate: form.snapshot.endDate,
  departureLocation: form.snapshot.departureLocation,
  destinations: form.snapshot.destinations.join(', '),
});

/** The dependents as read, without the absent (null) fields the endorsement contract leaves out. */
const dependentsOf = (form: EndorsementFormView) =>
  form.snapshot.dependents.map((d) =>
    Object.fromEntries(Object.entries(d).filter(([, v]) => v !== null && v !== undefined)),
  ) as unknown as EndorsementSnapshot['dependents'];

/**
 * The edit tab (spec 2.3 endorsement): change the trip, re-quote with the policy's rate version, then
 * apply at the version read, charging or refunding the difference. A stale version answers 409
 * (versionConflict): nothing is written and the form reloads; a failed payment can be retried.
 */
export class EndorsementStore {
  form: EndorsementFormView | undefined = undefined;
  draft: Draft = { startDate: '', endDate: '', departureLocation: '', destinations: '' };
  quote: ReQuoteView | undefined = undefined;
  method = '';
  busy = false;
  errorKey: string | undefined = undefined;
  /** The last apply failed on the payment: the server kept it for retry-policy-update. */
  retryable = false;

  constructor(
    private readonly service: Pick<
      PolicyMaintenanceService,
      'endorsementForm' | 'reQuote' | 'update' | 'retryUpdate'
    >,
    readonly policyNumber: string,
    private readonly notify: Notify,
  ) {
    makeObservable(this, {
      form: observable.ref,
      draft: observable,
      quote: observable.ref,
      method: observable,
      busy: observable,
      errorKey: observable,
      retryable: observable,
      invalid: computed,
      methods: computed,
      loaded: action,
      fieldChanged: action,
      methodChosen: action,
      reQuoteRequested: action,
      applyRequested: action,
      retryRequested: action,
    });
  }

  /** Fields whose value cannot be sent: a date that is not YYYY-MM-DD, a return before departure. */
  get invalid(): readonly EndorsementField[] {
    const { startDate, endDate, departureLocation } = this.draft;
    const bad: EndorsementField[] = [];
    if (!isCalendarDate(startDate)) bad.push('startDate');
    if (!isCalendarDate(endDate) || (isCalendarDate(startDate) && endDate < startDate)) bad.push('endDate');
    if (departureLocation.trim() === '') bad.push('departureLocation');
    return bad;
  }

  get methods(): readonly string[] {
    return this.quote ? this.quote.payment.methods.filter(OFFERED) : [];
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
      if (!keepDraft) this.draft = draftOf(r.value);
    });
  }

  fieldChanged(field: EndorsementField, value: string): void {
    this.draft[field] = value;
    this.quote = undefined;
  }

  methodChosen(method: string): void {
    this.method = method;
  }

  /** The changed policy to send, or undefined while a field is invalid. */
  private changes(form: EndorsementFormView): EndorsementSnapshot | undefined {
    const startDate = parseCalendarDate(this.draft.startDate);
    const endDate = parseCalendarDate(this.draft.endDate);
    if (!startDate || !endDate || this.invalid.length > 0) return undefined;
    return {
      startDate,
      endDate,
      departureLocation: this.draft.departureLocation.trim(),
      destinations: this.draft.destinations
        .split(',')
        .map((d) => d.trim())
        .filter((d) => d !== ''),
      paxes: form.snapshot.paxes,
      dependents: dependentsOf(form),
    };
  }

  async reQuoteRequested(): Promise<void> {
    const changes = this.form && this.changes(this.form);
    if (!changes) return;
    this.busy = true;
    const r = await this.service.reQuote({ policyNumber: this.policyNumber, changes });
    runInAction(() => {
      this.busy = false;
      this.errorKey = failureKey(r);
      if (!r.ok) return;
      this.quote = r.value;
      this.method = this.methods[0] ?? '';
    });
  }

  async applyRequested(): Promise<void> {
    const form = this.form;
    const quote = this.quote;
    const changes = form && this.changes(form);
    if (!form || !quote || !changes) return;
    this.busy = true;
    const method = this.method as PaymentMethod;
    const r = await this.service.update({
      policyNumber: this.policyNumber,
      version: form.version,
      changes,
      ...(quote.payment.type === 'CHARGE' ? { charge: { method } } : {}),
      ...(quote.payment.type === 'REFUND' ? { refundMethod: method } : {}),
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
      return;
    }
    this.notify('error', failureKey(r) ?? '');
    if (r.failure.code === 'versionConflict') await this.loaded(true);
    runInAction(() => (this.errorKey = failureKey(r)));
  }
}
