import type {
  FinancialsView,
  NoteView,
  PolicyBookingView,
  PolicyDeliveryView,
  PolicyEventView,
  PolicyMaintenanceService,
} from '@tripx/application';
import type { ToastKind } from '@tripx/ui-kit';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { failureKey } from '../shared/failure';
import type { PolicyTab } from '../shared/policy-paths';

/** What a store tells the user: a label key of the policies namespace, shown as a toast by the screen. */
export type Notify = (kind: ToastKind, key: string, values?: Record<string, string | number>) => void;

type FileService = Pick<
  PolicyMaintenanceService,
  'policy' | 'history' | 'deliveries' | 'financials' | 'notes' | 'addNote' | 'resendConfirmation'
>;

/** A policy's file (spec 2.3): the booking, its history, deliveries, financials and notes. */
export class PolicyFileStore {
  booking: PolicyBookingView | undefined = undefined;
  history: readonly PolicyEventView[] = [];
  deliveries: readonly PolicyDeliveryView[] = [];
  financials: FinancialsView | undefined = undefined;
  notes: readonly NoteView[] = [];
  noteDraft = '';
  resendEmail = '';
  busy = false;
  errorKey: string | undefined = undefined;

  constructor(
    private readonly service: FileService,
    readonly policyNumber: string,
    private readonly notify: Notify,
  ) {
    makeObservable(this, {
      booking: observable.ref,
      history: observable.ref,
      deliveries: observable.ref,
      financials: observable.ref,
      notes: observable.ref,
      noteDraft: observable,
      resendEmail: observable,
      busy: observable,
      errorKey: observable,
      tabOpened: action,
      noteChanged: action,
      noteSubmitted: action,
      resendEmailChanged: action,
      resendRequested: action,
    });
  }

  /** Loads the booking and what the tab shows; a policy out of scope answers notFound like a missing one. */
  async tabOpened(tab: PolicyTab): Promise<void> {
    this.busy = true;
    const booking = await this.service.policy(this.policyNumber);
    if (!booking.ok) {
      runInAction(() => {
        this.busy = false;
        this.booking = undefined;
        this.errorKey = failureKey(booking);
      });
      return;
    }
    const n = this.policyNumber;
    const [history, deliveries, financials, notes] = await Promise.all([
      tab === 'view' ? this.service.history(n) : undefined,
      tab === 'delivery' ? this.service.deliveries(n) : undefined,
      tab === 'financials' ? this.service.financials(n) : undefined,
      tab === 'notes' ? this.service.notes(n) : undefined,
    ]);
    runInAction(() => {
      this.busy = false;
      this.booking = booking.value;
      this.resendEmail ||= String(booking.value.paxes[0]?.contact['email'] ?? '');
      const failed = [history, deliveries, financials, notes].find((r) => r && !r.ok);
      this.errorKey = failed ? failureKey(failed) : undefined;
      if (history?.ok) this.history = history.value;
      if (deliveries?.ok) this.deliveries = deliveries.value;
      if (financials?.ok) this.financials = financials.value;
      if (notes?.ok) this.notes = notes.value;
    });
  }

  noteChanged(text: string): void {
    this.noteDraft = text;
  }

  async noteSubmitted(): Promise<void> {
    if (this.noteDraft.trim() === '') {
      this.notify('error', 'error.noteInvalid');
      return;
    }
    this.busy = true;
    const r = await this.service.addNote(this.policyNumber, this.noteDraft);
    runInAction(() => {
      this.busy = false;
      if (!r.ok) return this.notify('error', failureKey(r) ?? '');
      this.notes = [...this.notes, r.value];
      this.noteDraft = '';
      this.notify('success', 'notes.added');
    });
  }

  resendEmailChanged(email: string): void {
    this.resendEmail = email;
  }

  /** Queues the confirmation e-mail again (with its PDF); the delivery list shows the new attempt. */
  async resendRequested(): Promise<void> {
    this.busy = true;
    const email = this.resendEmail.trim();
    const r = await this.service.resendConfirmation(this.policyNumber, email === '' ? undefined : email);
    if (r.ok) {
      const deliveries = await this.service.deliveries(this.policyNumber);
      runInAction(() => {
        if (deliveries.ok) this.deliveries = deliveries.value;
      });
    }
    runInAction(() => {
      this.busy = false;
      this.notify(r.ok ? 'success' : 'error', r.ok ? 'delivery.resent' : (failureKey(r) ?? ''));
    });
  }
}
