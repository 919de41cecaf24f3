import type { CancellationPreviewView, CancellationView, PolicyMaintenanceService } from '@tripx/application';
import { ENDORSEMENT_CHARGE_METHODS, PAYMENT_METHODS, type PaymentMethod } from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Notify } from '../file/policy-file.store';
import { failureKey } from '../shared/failure';
import type { NewCard } from '../shared/new-card';

/**
 * Cancellation and reinstatement of the traveller policies of a booking (spec 2.3): the server
 * computes each refund with the product's cancellation rule and sends it through the payment provider.
 */
export class CancellationStore {
  open = false;
  reason = '';
  chosen: readonly string[] = [];
  result: CancellationView | undefined = undefined;
  /** What each active traveller policy would get back today, as the server computes it. */
  preview: CancellationPreviewView | undefined = undefined;
  busy = false;
  /** The traveller policy the reinstatement modal is open for. */
  reinstating: string | undefined = undefined;
  reinstateMethod: PaymentMethod = 'TOKEN';
  readonly reinstateMethods = ENDORSEMENT_CHARGE_METHODS;

  constructor(
    private readonly service: Pick<PolicyMaintenanceService, 'cancellationPreview' | 'cancel' | 'reinstate'>,
    private readonly notify: Notify,
    /** Reloads the file after a change. */
    private readonly changed: () => Promise<void>,
    readonly newCard: NewCard,
  ) {
    makeObservable(this, {
      open: observable,
      reason: observable,
      chosen: observable.ref,
      result: observable.ref,
      preview: observable.ref,
      busy: observable,
      reinstating: observable,
      reinstateMethod: observable,
      canConfirm: computed,
      cancelOpened: action,
      reasonChanged: action,
      paxesChosen: action,
      dismissed: action,
      confirmed: action,
      reinstateOpened: action,
      reinstateMethodChosen: action,
      reinstateDismissed: action,
      reinstated: action,
    });
  }

  get canConfirm(): boolean {
    return !this.busy && this.reason.trim() !== '' && this.chosen.length > 0;
  }

  /** Opens the modal for one traveller policy (the booking's other ones can be added) with the refunds. */
  async cancelOpened(policyNumber: string): Promise<void> {
    this.open = true;
    this.reason = '';
    this.chosen = [policyNumber];
    this.result = undefined;
    this.preview = undefined;
    const r = await this.service.cancellationPreview(policyNumber);
    runInAction(() => {
      if (r.ok) this.preview = r.value;
      else this.notify('error', failureKey(r) ?? '');
    });
  }

  reasonChanged(reason: string): void {
    this.reason = reason;
  }

  paxesChosen(policyNumbers: readonly string[]): void {
    this.chosen = policyNumbers;
  }

  dismissed(): void {
    this.open = false;
  }

  async confirmed(): Promise<void> {
    if (!this.canConfirm) return;
    this.busy = true;
    const r = await this.service.cancel({
      cancellationReason: this.reason.trim(),
      paxes: this.chosen.map((policyNumber) => ({ policyNumber })),
    });
    if (r.ok) await this.changed();
    runInAction(() => {
      this.busy = false;
      if (!r.ok) return this.notify('error', failureKey(r) ?? '');
      this.result = r.value;
      this.notify('success', 'cancel.done');
    });
  }

  reinstateOpened(policyNumber: string): void {
    this.reinstating = policyNumber;
    this.reinstateMethod = 'TOKEN';
  }

  reinstateMethodChosen(method: string): void {
    const chosen = PAYMENT_METHODS.find((m) => m === method);
    if (chosen) this.reinstateMethod = chosen;
  }

  reinstateDismissed(): void {
    this.reinstating = undefined;
  }

  /** POLICY_ADMIN: ACTIVE again, charged by the chosen method what the cancellation gave back. */
  async reinstated(): Promise<void> {
    const policyNumber = this.reinstating;
    if (!policyNumber) return;
    this.busy = true;
    const payment = await this.newCard.choiceFor(this.reinstateMethod);
    if (!payment) {
      runInAction(() => (this.busy = false));
      this.notify('error', 'error.newCard');
      return;
    }
    const r = await this.service.reinstate({ policyNumber, payment });
    if (r.ok) await this.changed();
    runInAction(() => {
      this.busy = false;
      if (!r.ok) return this.notify('error', failureKey(r) ?? '');
      this.reinstating = undefined;
      this.notify('success', 'reinstate.done', { cents: r.value.chargedCents });
    });
  }
}
