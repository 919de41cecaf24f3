import type {
  ApiResult,
  CancellationPreviewView,
  CancellationView,
  PolicyMaintenanceService,
  ReinstatementPreviewView,
  ReinstatementView,
} from '@tripx/application';
import { ENDORSEMENT_CHARGE_METHODS, PAYMENT_METHODS, type PaymentMethod } from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Notify } from '../file/policy-file.store';
import { failureKey } from '../shared/failure';
import type { NewCard } from '../shared/new-card';

/** What a modal says of the money after a refused confirmation. */
export type MoneyNotice = 'amountChanged' | 'declined';

/** The notice of a refused call, when it is about the money (the amount moved on, or the card declined). */
const moneyNotice = (r: ApiResult<unknown>): MoneyNotice | undefined =>
  r.ok
    ? undefined
    : r.failure.code === 'amountChanged'
      ? 'amountChanged'
      : r.failure.code === 'paymentFailed'
        ? 'declined'
        : undefined;

/**
 * Cancellation and reinstatement of the traveller policies of a booking (spec 2.3): the server
 * computes each refund with the product's cancellation rule (and each reinstatement's charge) and
 * shows it with the card before anything moves; the amount confirmed is sent back, and the server
 * refuses it if it is no longer the amount (amountChanged: the new one is shown to confirm again).
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
  /** What the reinstatement would charge today and the card on file, as the server computes it. */
  reinstatePreview: ReinstatementPreviewView | undefined = undefined;
  /** The reinstatement done: what it charged, shown until the modal closes. */
  reinstateResult: ReinstatementView | undefined = undefined;
  /** The last confirmation was refused for its money: the amount changed, or the card declined. */
  notice: MoneyNotice | undefined = undefined;

  constructor(
    private readonly service: Pick<
      PolicyMaintenanceService,
      'cancellationPreview' | 'cancel' | 'reinstatementPreview' | 'reinstate'
    >,
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
      reinstatePreview: observable.ref,
      reinstateResult: observable.ref,
      notice: observable,
      canConfirm: computed,
      refundTotal: computed,
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
    return !this.busy && this.preview !== undefined && this.reason.trim() !== '' && this.chosen.length > 0;
  }

  /** The refund of the chosen traveller policies, as previewed: what the staff member confirms. */
  get refundTotal(): number {
    return (this.preview?.paxes ?? [])
      .filter((p) => this.chosen.includes(p.policyNumber))
      .reduce((sum, p) => sum + p.refundCents, 0);
  }

  /** Opens the modal for one traveller policy (the booking's other ones can be added) with the refunds. */
  async cancelOpened(policyNumber: string): Promise<void> {
    this.open = true;
    this.reason = '';
    this.chosen = [policyNumber];
    this.result = undefined;
    this.preview = undefined;
    this.notice = undefined;
    await this.previewCancellation(policyNumber);
  }

  /** A preview the server computed, kept; a refused one said. */
  private async previewed<A>(call: Promise<ApiResult<A>>, keep: (value: A) => void): Promise<void> {
    const r = await call;
    runInAction(() => (r.ok ? keep(r.value) : this.notify('error', failureKey(r) ?? '')));
  }

  private previewCancellation(policyNumber: string): Promise<void> {
    return this.previewed(this.service.cancellationPreview(policyNumber), (v) => (this.preview = v));
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
      confirmedCents: this.refundTotal,
    });
    if (r.ok) await this.changed();
    const notice = moneyNotice(r);
    // The refund moved on since it was shown: the new one, to confirm again.
    if (notice === 'amountChanged' && this.chosen[0]) await this.previewCancellation(this.chosen[0]);
    runInAction(() => {
      this.busy = false;
      this.notice = notice;
      if (!r.ok) return this.notify('error', failureKey(r) ?? '');
      this.result = r.value;
      this.notify('success', 'cancel.done');
    });
  }

  /** Opens the reinstatement of one traveller policy with what it would charge and the card on file. */
  async reinstateOpened(policyNumber: string): Promise<void> {
    this.reinstating = policyNumber;
    this.reinstateMethod = 'TOKEN';
    this.reinstatePreview = undefined;
    this.reinstateResult = undefined;
    this.notice = undefined;
    await this.previewReinstatement(policyNumber);
  }

  private previewReinstatement(policyNumber: string): Promise<void> {
    return this.previewed(
      this.service.reinstatementPreview(policyNumber),
      (v) => (this.reinstatePreview = v),
    );
  }

  reinstateMethodChosen(method: string): void {
    const chosen = PAYMENT_METHODS.find((m) => m === method);
    if (chosen) this.reinstateMethod = chosen;
  }

  reinstateDismissed(): void {
    this.reinstating = undefined;
    this.reinstateResult = undefined;
  }

  /** POLICY_ADMIN: ACTIVE again, charged by the chosen method the amount previewed and confirmed. */
  async reinstated(): Promise<void> {
    const policyNumber = this.reinstating;
    const preview = this.reinstatePreview;
    if (!policyNumber || !preview) return;
    this.busy = true;
    const payment = await this.newCard.choiceFor(this.reinstateMethod);
    if (!payment) {
      runInAction(() => (this.busy = false));
      this.notify('error', 'error.newCard');
      return;
    }
    const r = await this.service.reinstate({ policyNumber, payment, confirmedCents: preview.dueCents });
    if (r.ok) await this.changed();
    const notice = moneyNotice(r);
    if (notice === 'amountChanged') await this.previewReinstatement(policyNumber);
    runInAction(() => {
      this.busy = false;
      this.notice = notice;
      if (!r.ok) return this.notify('error', failureKey(r) ?? '');
      this.reinstateResult = r.value;
      this.notify('success', 'reinstate.done', { cents: r.value.chargedCents });
    });
  }
}
