import type {
  EndorsementFormView,
  PolicyEventView,
  PolicyMaintenanceService,
  ReQuoteView,
  TransactionView,
} from '@tripx/application';
import {
  isCalendarDate,
  mergeEndorsement,
  type CalendarDate,
  type EndorsementMerge,
  type EndorsementSnapshot,
  type MergeChoice,
  type PaymentMethod,
  type PolicyChange,
} from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Notify } from '../file/policy-file.store';
import { failureKey, reQuoteMessageKeys } from '../shared/failure';
import type { NewCard } from '../shared/new-card';
import {
  draftOf,
  invalidFields,
  nextReference,
  snapshotOf,
  snapshotRead,
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
 * A change refused because someone else saved the policy meanwhile: the version the user loaded, what
 * the user had, the current policy, its history (who changed what, when) and the user's choices on the
 * fields both changed.
 */
export interface StaleEdit {
  readonly base: EndorsementSnapshot;
  readonly mine: EndorsementSnapshot;
  readonly theirs: EndorsementSnapshot;
  readonly history: readonly PolicyEventView[];
  readonly choices: Readonly<Record<string, MergeChoice>>;
}

/** A change of the other editor, with the history's entry of it (who and when) when there is one. */
export interface TheirChange {
  readonly change: PolicyChange;
  readonly event: PolicyEventView | undefined;
}

/** The latest endorsement of `field` in the history (a dependent's rows name its fields after it). */
const latestEventOf = (history: readonly PolicyEventView[], field: string): PolicyEventView | undefined =>
  history
    .filter(
      (e) => e.action === 'ENDORSED' && (e.fieldChanged === field || e.fieldChanged?.startsWith(`${field}.`)),
    )
    .reduce<PolicyEventView | undefined>((last, e) => (last && last.at > e.at ? last : e), undefined);

/**
 * The edit tab (spec 2.3 endorsement): change the trip, re-quote with the policy's rate version, then
 * apply at the version read, charging the difference (card on file, a new card typed in the card frame,
 * cash, paid to the agency) or refunding it. Apply first shows the amount and the card to confirm; the
 * confirmed difference goes with the change, and a difference that moved on since (amountChanged) is
 * re-quoted to confirm again. A stale version answers 409 (versionConflict) to the re-quote or the
 * apply: nothing is written, the current policy is read again and the user's changes are merged onto it
 * (`mergeEndorsement`: the other editor's changes are kept and shown with who and when, the user's own
 * are kept, fields both changed wait for the user's choice), then re-quoted and confirmed again; a
 * failed payment can be retried. What moved is kept to show (`receipt`).
 */
export class EndorsementStore {
  form: EndorsementFormView | undefined = undefined;
  draft: EndorsementDraft = EMPTY;
  quote: ReQuoteView | undefined = undefined;
  method = '';
  /** The day a POLICY_ADMIN applies the change on (empty: today); the server ignores it from others. */
  applicationDate = '';
  busy = false;
  /** Label keys of the failure shown, the first that has a label wins (i18next). */
  errorKey: string | string[] | undefined = undefined;
  /** The last apply failed on the payment: the server kept it for retry-policy-update. */
  retryable = false;
  /** The confirmation of the amount is open. */
  confirming = false;
  /** The transactions of the last applied change. */
  receipt: readonly TransactionView[] | undefined = undefined;
  /** The last change refused as stale, merged onto the current policy, until it is applied. */
  stale: StaleEdit | undefined = undefined;

  constructor(
    private readonly service: Pick<
      PolicyMaintenanceService,
      'endorsementForm' | 'history' | 'reQuote' | 'update' | 'retryUpdate'
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
      stale: observable.ref,
      merge: computed,
      theirChanges: computed,
      unchosen: computed,
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
      conflictChosen: action,
    });
  }

  /** Fields whose value cannot be sent (trip fields by name, `dependent.<ref>.dateOfBirth`). */
  get invalid(): readonly string[] {
    const day = this.applicationDate.trim();
    const loaded = this.form ? invalidFields(this.draft, this.form.snapshot) : [];
    return [...loaded, ...(day === '' || isCalendarDate(day) ? [] : ['applicationDate'])];
  }

  /** The user's change merged onto the current policy, after a stale save. */
  get merge(): EndorsementMerge | undefined {
    const s = this.stale;
    return s && mergeEndorsement(s.base, s.mine, s.theirs, s.choices);
  }

  get theirChanges(): readonly TheirChange[] {
    const history = this.stale?.history ?? [];
    return (this.merge?.theirs ?? []).map((change) => ({
      change,
      event: latestEventOf(history, change.fieldChanged),
    }));
  }

  /** Fields both editors changed that the user has not chosen for yet: nothing is re-quoted before. */
  get unchosen(): readonly string[] {
    const choices = this.stale?.choices ?? {};
    return (this.merge?.conflicts ?? []).flatMap((c) => (choices[c.field] ? [] : [c.field]));
  }

  /**
   * The user keeps their value or the other editor's on a field both changed; what the user typed
   * since the merge stays (merged in turn: the merge before the choice is its base).
   */
  conflictChosen(field: string, choice: MergeChoice): void {
    const stale = this.stale;
    const before = this.merge?.merged;
    if (!stale || !before || !this.form) return;
    this.stale = { ...stale, choices: { ...stale.choices, [field]: choice } };
    const after = this.merge?.merged ?? before;
    const typed = snapshotOf(this.form.snapshot, this.draft);
    this.draft = draftOf(typed ? mergeEndorsement(before, typed, after).merged : after);
    this.edited();
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

  /** Reads the policy's current version, the fields as read. */
  async loaded(): Promise<void> {
    this.busy = true;
    const r = await this.service.endorsementForm(this.policyNumber);
    runInAction(() => {
      this.busy = false;
      this.quote = undefined;
      this.stale = undefined;
      this.errorKey = failureKey(r);
      if (!r.ok) return;
      this.form = r.value;
      this.draft = draftOf(r.value.snapshot);
    });
  }

  /**
   * After a stale re-quote or apply: the current policy and its history are read, and the user's
   * change (from the version the user loaded to the draft) is merged onto it. A policy that cannot be
   * read as the domain takes it is shown as read, the user's change dropped rather than stale fields sent.
   */
  private async merged(): Promise<void> {
    const form = this.form;
    const base = form && snapshotRead(form.snapshot);
    const mine = form && snapshotOf(form.snapshot, this.draft);
    this.busy = true;
    const [current, history] = await Promise.all([
      this.service.endorsementForm(this.policyNumber),
      this.service.history(this.policyNumber),
    ]);
    runInAction(() => {
      this.busy = false;
      this.quote = undefined;
      if (!current.ok) return;
      const theirs = snapshotRead(current.value.snapshot);
      this.form = current.value;
      this.stale =
        base && mine && theirs
          ? { base, mine, theirs, history: history.ok ? history.value : [], choices: {} }
          : undefined;
      this.draft = draftOf(this.merge?.merged ?? current.value.snapshot);
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
    const form = this.form;
    const changes = form && this.changes(form);
    if (!form || !changes || this.unchosen.length > 0) return;
    this.busy = true;
    const r = await this.service.reQuote({
      policyNumber: this.policyNumber,
      version: form.version,
      changes,
      ...this.chosenDay(),
    });
    if (!r.ok && r.failure.code === 'versionConflict') await this.merged();
    runInAction(() => {
      this.busy = false;
      this.errorKey = reQuoteMessageKeys(r);
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

  /** After an apply: saved → the new version is read back; stale → the user's change merged onto it. */
  private async settled(r: Awaited<ReturnType<PolicyMaintenanceService['update']>>): Promise<void> {
    if (r.ok) {
      this.notify('success', 'edit.applied');
      await this.loaded();
      runInAction(() => (this.receipt = r.value.transactions));
      return;
    }
    this.notify('error', failureKey(r) ?? '');
    if (r.failure.code === 'versionConflict') await this.merged();
    // The difference moved on since it was shown: the new one, to confirm again.
    if (r.failure.code === 'amountChanged') await this.reQuoteRequested();
    runInAction(() => (this.errorKey = failureKey(r)));
  }
}
