import {
  AGENCY_CATEGORY,
  FEATURES,
  hasAll,
  parseCalendarDate,
  paymentMethodsOffered,
  referringAgentErrors,
  TRAVELLER_PAYMENT_METHODS,
  type Claim,
  type CollectedMethod,
  type FieldError,
  type TravellerPaymentMethod,
  type UserType,
} from '@tripx/domain';
import type { SessionSlices } from '@tripx/ui-flow';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { INSURER_OPTION, type BookingChoices, type ReferringAgent } from './booking-options';

/** What the options read of the session: the server's claims, the user's type and the current organization's category. */
export interface BookingOptionsContext {
  readonly claims: () => readonly Claim[];
  readonly userType: () => UserType | null;
  readonly organizationCategory: () => string | undefined;
  /** The agents of the user's organization that may be named as referring agent. */
  readonly referringAgents: () => Promise<readonly ReferringAgent[]>;
}

/** What a reload keeps of the staff questions (decoded: a stale or edited snapshot is dropped). */
const BookingOptionsSlice = t.type({
  referringAgent: t.string,
  paymentMethod: t.keyof(
    Object.fromEntries(TRAVELLER_PAYMENT_METHODS.map((m) => [m, null])) as Record<
      TravellerPaymentMethod,
      null
    >,
  ),
  applicationDate: t.string,
});

export type BookingOptionsError = FieldError<'referringAgentRequired' | 'applicationDateInvalid'>;

/**
 * The staff app's own questions of the purchase (spec 2.2, 6): the referring agent for
 * agency-category users, the payment method (a card; CASH or "paid at the agency" as
 * `paymentMethodsOffered` allows this user, spec 4.5, 6), and a custom application date for POLICY_ADMIN. Each is offered only when the session allows it; the
 * server decides again on purchase.
 */
export class BookingOptionsStore {
  referringAgent = '';
  paymentMethod: TravellerPaymentMethod = 'CREDIT_CARD';
  applicationDate = '';
  agents: readonly ReferringAgent[] = [];
  agentsFailed = false;

  constructor(
    private readonly ctx: BookingOptionsContext,
    slices?: SessionSlices,
  ) {
    const saved = slices?.load('bookingOptions', BookingOptionsSlice);
    if (saved) Object.assign(this, saved);
    makeObservable(this, {
      referringAgent: observable,
      paymentMethod: observable,
      applicationDate: observable,
      agents: observable.ref,
      agentsFailed: observable,
      isAgency: computed,
      methodsOffered: computed,
      applicationDateOffered: computed,
      errors: computed,
      choices: computed,
      collectedMethod: computed,
      referringAgentChosen: action,
      paymentMethodChosen: action,
      applicationDateChanged: action,
      reset: action,
    });
    slices?.persist('bookingOptions', () => ({
      referringAgent: this.referringAgent,
      paymentMethod: this.paymentMethod,
      applicationDate: this.applicationDate,
    }));
  }

  get isAgency(): boolean {
    return this.ctx.organizationCategory() === AGENCY_CATEGORY;
  }

  /** The methods this user may take (the server's own rule): a card always, CASH and PAID_TO_AGENCY with the claims. */
  get methodsOffered(): readonly TravellerPaymentMethod[] {
    return paymentMethodsOffered({
      claims: this.ctx.claims(),
      userType: this.ctx.userType(),
      organizationCategory: this.ctx.organizationCategory(),
    });
  }

  get applicationDateOffered(): boolean {
    return hasAll(this.ctx.claims(), FEATURES.customApplicationDate);
  }

  async loadAgents(): Promise<void> {
    if (!this.isAgency) return;
    try {
      const agents = await this.ctx.referringAgents();
      runInAction(() => {
        this.agents = agents;
        this.agentsFailed = false;
      });
    } catch {
      runInAction(() => (this.agentsFailed = true));
    }
  }

  referringAgentChosen(value: string): void {
    const known = value === INSURER_OPTION || this.agents.some((a) => a.profileCode === value);
    this.referringAgent = known ? value : '';
  }

  paymentMethodChosen(method: TravellerPaymentMethod): void {
    this.paymentMethod = method;
  }

  applicationDateChanged(value: string): void {
    this.applicationDate = value.trim();
  }

  /** A new booking asks again. */
  reset(): void {
    this.referringAgent = '';
    this.paymentMethod = 'CREDIT_CARD';
    this.applicationDate = '';
  }

  get errors(): readonly BookingOptionsError[] {
    const errors: BookingOptionsError[] = [];
    errors.push(...referringAgentErrors(this.isAgency, this.referringAgent));
    if (
      this.applicationDateOffered &&
      this.applicationDate !== '' &&
      !parseCalendarDate(this.applicationDate)
    )
      errors.push({ field: 'applicationDate', code: 'applicationDateInvalid' });
    return errors;
  }

  /** The choices the purchase sends: only what the session is offered, so nothing else leaks in. */
  get choices(): BookingChoices {
    return {
      referringAgent: this.isAgency ? this.referringAgent : '',
      applicationDate: this.applicationDateOffered ? this.applicationDate : '',
    };
  }

  /** The shared flow's `collectedMethod`: a method without a card, chosen and offered to this session. */
  get collectedMethod(): CollectedMethod | undefined {
    const m = this.paymentMethod;
    return m !== 'CREDIT_CARD' && this.methodsOffered.includes(m) ? m : undefined;
  }
}
