import {
  type AlreadyPurchasedAnswer,
  type ApiFailure,
  type BookingConfirmation,
  AlreadyPurchasedAnswerCodec,
  type PolicyService,
  type PurchaseRequestBody,
  type PurchaseResponse,
  PurchaseResponseCodec,
} from '@tripx/application';
import {
  cardHolderNameErrors,
  type CollectedMethod,
  initialPaymentTokenState,
  paymentTokenReducer,
  type PaymentTokenAction,
  type PaymentTokenState,
} from '@tripx/domain';
import { isRight } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { callFailureKind } from '../platform/call-failure';
import type { FlowNamespace as Namespace } from '../platform/flow-namespaces';
import type { SessionSlices } from '../platform/session-slices';
import type { CardFramePort } from './card-frame.bridge';
import { CardFrames } from './card-frames.store';
import { flowErrorNs } from './payment-errors';
import { purchaseFieldErrors, type RefusedField } from './purchase-field-errors';
import type { PaxCard } from './purchase-request';

/** The API's codes of a body refused field by field (the fields carry the reasons). */
const FIELD_REFUSALS = ['invalidValue', 'badRequest', 'required'];

/**
 * The server's 5xx codes that say no money moved: the provider was not reached or did not accept the
 * charge (`paymentUnavailable`), the prices could not be read before any charge (`ratesUnavailable`),
 * or the policy could not be activated and the charge was reversed (`activationFailed`).
 */
const NOTHING_CHARGED = ['paymentUnavailable', 'ratesUnavailable', 'activationFailed'];

/**
 * A purchase that failed on our side, not on the buyer's card: no answer, an answer the app cannot
 * read, or a 5xx. `notCharged` when the server says no money moved; `unknown` otherwise (a retry is
 * still safe: the server answers `alreadyPurchased` for a booking this session already bought).
 */
export type ServerFault = 'notCharged' | 'unknown';

export const serverFaultOf = (f: ApiFailure): ServerFault | undefined => {
  const kind = callFailureKind(f);
  if (kind !== 'server' && kind !== 'offline') return undefined;
  return NOTHING_CHARGED.includes(f.code) ? 'notCharged' : 'unknown';
};

export const PolicyCreateSlice = t.type({ response: t.union([PurchaseResponseCodec, t.null]) });
/** A purchase the server says this session made (GET /sync-quote, or a confirmation it showed): one of its policies. */
export const PurchasedSlice = t.type({ policyNumber: t.string });

export interface PaymentError {
  readonly field: string;
  readonly code: string;
  readonly ns: Namespace;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** Who pays: the rated travellers and the primary's name, to pre-fill the card holder. */
export interface PaymentContext {
  readonly payers: () => readonly { readonly paxId: number; readonly name: string }[];
  /** The purchase payload for the given cards, or undefined while a step is incomplete. */
  readonly purchase: (cardFor: (paxId: number) => PaxCard | undefined) => PurchaseRequestBody | undefined;
  readonly newKey: () => string;
  readonly tokenTimeoutMs?: number;
  /** The method staff take the premium by without a card (staff app, spec 2.2, 4.5): no card frame, no token. */
  readonly collectedMethod?: () => CollectedMethod | undefined;
  /** False while the app's own questions of the purchase are unanswered (the staff app's referring agent). */
  readonly choicesComplete?: () => boolean;
  /** The purchase refused fields of the earlier steps (the traveller details): they show on those fields. */
  readonly fieldsRefused?: (fields: readonly RefusedField[]) => void;
}

/**
 * The payment step (spec 2.8, 4.5, 5.6): the card frame (one card, or one per traveller with a card
 * holder each), the legal consent, tokenization through window messages, then the purchase with an
 * Idempotency-Key that stays the same only for the very same request, so that a retry never charges
 * twice and a new card after a decline is a new purchase attempt.
 */
export class PaymentStore {
  individualPayment = false;
  cardHolderName = '';
  cardHolderNames: Readonly<Record<string, string>> = {};
  legalConsent = false;
  tokens: PaymentTokenState = initialPaymentTokenState([]);
  submitAttempted = false;
  paying = false;
  /** The purchase's field errors of the last refusal, each on its field until that field changes. */
  serverErrors: readonly RefusedField[] = [];
  failure: PaymentError | undefined = undefined;
  /** Set when the last failure was the server's, not a refusal of the card or of what was typed. */
  fault: ServerFault | undefined = undefined;
  response: PurchaseResponse | undefined = undefined;
  /** The policies already bought for this very purchase (a purchase is final: 409 alreadyPurchased). */
  covered: AlreadyPurchasedAnswer['policies'] | undefined = undefined;
  /** A purchase the server says this session made, when this tab did not make it (a new tab). */
  private purchased: string | undefined = undefined;
  /** The confirmation shown, as the server reads it; `missing` when the server shows none for the address. */
  confirmation: BookingConfirmation | 'missing' | undefined = undefined;
  /** The confirmation's read failed (offline, the server's error): Retry reads it again. */
  confirmationFailure: ApiFailure | undefined = undefined;
  private attempt: { key: string; body: string } | undefined;
  readonly cards: CardFrames;

  constructor(
    private readonly ctx: PaymentContext,
    private readonly policies: PolicyService,
    frame: CardFramePort,
    slices: SessionSlices,
  ) {
    this.cards = new CardFrames(frame, ctx.tokenTimeoutMs);
    makeObservable<PaymentStore, 'dispatch' | 'purchased'>(this, {
      purchased: observable,
      confirmation: observable.ref,
      confirmationFailure: observable.ref,
      purchasedPolicy: computed,
      individualPayment: observable,
      cardHolderName: observable,
      cardHolderNames: observable.ref,
      serverErrors: observable.ref,
      legalConsent: observable,
      tokens: observable.ref,
      submitAttempted: observable,
      paying: observable,
      failure: observable.ref,
      fault: observable,
      response: observable.ref,
      covered: observable.ref,
      collectedMethod: computed,
      frameIds: computed,
      allErrors: computed,
      dispatch: action,
      individualPaymentChanged: action,
      cardHolderNameChanged: action,
      legalConsentChanged: action,
      reset: action,
    });
    this.response = slices.load('policyCreate', PolicyCreateSlice)?.response ?? undefined;
    slices.persist('policyCreate', () => ({ response: this.response ?? null }));
    this.purchased = slices.load('purchased', PurchasedSlice)?.policyNumber;
    slices.persist('purchased', () => (this.purchased ? { policyNumber: this.purchased } : null));
  }

  /** A policy of the purchase this tab's quote ended in (paid here, or told by the server); undefined before. */
  get purchasedPolicy(): string | undefined {
    return this.response?.policies[0]?.policyNumber ?? this.purchased;
  }

  /**
   * The confirmation of the purchase holding `policyNumber`, read from the server (a reload, Back, a new
   * tab, another tab all read it there). One the server shows this session is this tab's purchase; a
   * 404 (another session's, or no such policy) is `missing`; any other failure (offline, a 5xx) is
   * `confirmationFailure`, to be tried again: it says nothing of the purchase.
   */
  async confirmationOpened(policyNumber: string): Promise<void> {
    runInAction(() => (this.confirmationFailure = undefined));
    const r = await this.policies.confirmation(policyNumber);
    runInAction(() => {
      if (r.ok) {
        this.confirmation = r.value;
        if (this.purchasedPolicy === undefined) this.purchased = policyNumber;
      } else if (r.failure.kind === 'refused' && r.failure.status === 404) this.confirmation = 'missing';
      else this.confirmationFailure = r.failure;
    });
  }

  /** CASH or PAID_TO_AGENCY when staff chose it; undefined when a card pays. */
  get collectedMethod(): CollectedMethod | undefined {
    return this.ctx.collectedMethod?.();
  }

  /** The frames on the page: one for all, one per rated traveller, or none when staff collect without a card. */
  get frameIds(): readonly string[] {
    if (this.collectedMethod) return [];
    return this.individualPayment ? this.ctx.payers().map((p) => String(p.paxId)) : ['all'];
  }

  holderNameOf(frameId: string): string {
    if (frameId === 'all') return this.cardHolderName || (this.ctx.payers()[0]?.name ?? '');
    return (
      this.cardHolderNames[frameId] ?? this.ctx.payers().find((p) => String(p.paxId) === frameId)?.name ?? ''
    );
  }

  get allErrors(): readonly PaymentError[] {
    const errors: PaymentError[] = this.collectedMethod ? [] : this.cardHolderErrors();
    for (const id of this.frameIds) {
      const e = this.cards.errorOf(id);
      if (e) errors.push({ field: `card.${id}`, ...e });
    }
    if (!this.legalConsent)
      errors.push({ field: 'legalConsent', code: 'legalConsentRequired', ns: 'web.apply' });
    return errors;
  }

  private cardHolderErrors(): PaymentError[] {
    return cardHolderNameErrors({
      individualPayment: this.individualPayment,
      cardHolderName: this.holderNameOf('all'),
      travellers: this.ctx
        .payers()
        .map((p) => ({ paxId: String(p.paxId), cardHolderName: this.holderNameOf(String(p.paxId)) })),
    }).map((e) => ({ ...e, ns: 'errors.inputs' as const }));
  }

  /** Refused fields the payment step has no field for (earlier steps'), listed with the failure. */
  /** Refused fields of other steps, listed under the banner (not the one the banner already says). */
  get otherServerErrors(): readonly RefusedField[] {
    const said = this.failure?.code;
    return this.serverErrors.filter((e) => e.step !== 'payment' && e.code !== said);
  }

  errorOf(field: string): PaymentError | undefined {
    const e =
      this.allErrors.find((x) => x.field === field) ??
      this.serverErrors.find((x) => x.step === 'payment' && x.field === field);
    if (!e) return undefined;
    // A frame's own entry error shows as soon as the frame reports it; the rest after Pay.
    return this.submitAttempted || (field.startsWith('card.') && e.code !== 'cardIncomplete') ? e : undefined;
  }

  /** Starts reading the frames' messages; returns the unsubscribe function. */
  listen(): () => void {
    return this.cards.listen();
  }

  individualPaymentChanged(individual: boolean): void {
    this.individualPayment = individual;
    this.dispatch({ type: 'reset' });
  }

  cardHolderNameChanged(frameId: string, name: string): void {
    if (frameId === 'all') this.cardHolderName = name;
    else this.cardHolderNames = { ...this.cardHolderNames, [frameId]: name };
    const field = frameId === 'all' ? 'cardHolderName' : `travellers.${frameId}.cardHolderName`;
    this.serverErrors = this.serverErrors.filter((e) => e.field !== field);
  }

  legalConsentChanged(consent: boolean): void {
    this.legalConsent = consent;
  }

  /** Pay: every check first, then a token per frame, then the purchase (spec 4.5, 7.4). */
  async payClicked(): Promise<boolean> {
    runInAction(() => {
      this.submitAttempted = true;
      this.failure = undefined;
      this.fault = undefined;
      this.covered = undefined;
      this.serverErrors = [];
    });
    if (this.allErrors.length > 0 || this.paying || this.ctx.choicesComplete?.() === false) return false;
    if (this.collectedMethod) {
      runInAction(() => (this.paying = true));
      return this.purchase(this.ctx.purchase(() => undefined));
    }
    const payers = this.ctx.payers();
    runInAction(() => {
      this.paying = true;
      this.tokens = initialPaymentTokenState(payers.map((p) => String(p.paxId)));
    });
    this.dispatch({ type: 'initiate' });
    const cards = await this.cards.tokenizeAll(this.frameIds);
    if (!cards) return this.failed('tokenizeFailed');
    for (const p of payers) {
      const card = this.individualPayment ? cards.get(String(p.paxId)) : cards.get('all');
      if (card)
        this.dispatch({ type: 'tokenSet', paxId: String(p.paxId), token: card.dataKey, ccType: card.brand });
    }
    if (this.tokens.status !== 'COMPLETED') return this.failed('tokenizeFailed');
    const owner = payers[0]?.paxId;
    const body = this.ctx.purchase((paxId) => {
      const id = this.individualPayment ? String(paxId) : 'all';
      const card = cards.get(id);
      if (!card) return undefined;
      return {
        dataKey: card.dataKey,
        expiry: card.expiry,
        cardHolderName: this.holderNameOf(id).trim(),
        ...(!this.individualPayment && owner !== undefined ? { ownerReferenceNumber: owner } : {}),
      };
    });
    return this.purchase(body);
  }

  /** The purchase call, with an Idempotency-Key kept only for the very same request. */
  private async purchase(body: PurchaseRequestBody | undefined): Promise<boolean> {
    if (!body) return this.failed('paymentMissing');
    const json = JSON.stringify(body);
    // The same request keeps its key (a replay answers the first result); another request gets a new one.
    const key = this.attempt?.body === json ? this.attempt.key : this.ctx.newKey();
    this.attempt = { key, body: json };
    const r = await this.policies.create(body, key);
    if (!r.ok && r.failure.kind === 'refused' && r.failure.code === 'alreadyPurchased') {
      const answer = AlreadyPurchasedAnswerCodec.decode(r.failure.body);
      runInAction(() => (this.covered = isRight(answer) ? answer.right.policies : []));
    }
    if (!r.ok && r.failure.kind === 'refused' && r.failure.fields.length > 0) {
      const fields = purchaseFieldErrors(r.failure.fields, body, this.individualPayment);
      runInAction(() => (this.serverErrors = fields));
      this.ctx.fieldsRefused?.(fields.filter((f) => f.step === 'travellerDetails'));
      // A refusal of what was typed is not about the card: the banner says so, the fields say what.
      if (FIELD_REFUSALS.includes(r.failure.code)) return this.failed('fieldsRefused', 'web.apply');
    }
    if (!r.ok) {
      const fault = serverFaultOf(r.failure);
      runInAction(() => (this.fault = fault));
      return this.failed(r.failure.code);
    }
    runInAction(() => {
      this.response = r.value;
      this.paying = false;
    });
    return true;
  }

  reset(): void {
    this.response = undefined;
    this.purchased = undefined;
    this.confirmation = undefined;
    this.confirmationFailure = undefined;
    this.legalConsent = false;
    this.submitAttempted = false;
    this.failure = undefined;
    this.fault = undefined;
    this.covered = undefined;
    this.serverErrors = [];
    this.attempt = undefined;
    this.dispatch({ type: 'reset' });
  }

  private failed(code: string, ns: Namespace = flowErrorNs(code)): false {
    runInAction(() => {
      this.failure = { field: 'payment', code, ns };
      this.paying = false;
    });
    // The tokens of a refused attempt are not reused: the next Pay asks the frames again (spec 4.5 reset).
    this.dispatch({ type: 'reset' });
    return false;
  }

  private dispatch(a: PaymentTokenAction): void {
    this.tokens = paymentTokenReducer(this.tokens, a);
  }
}
