import type { CardBrand } from '../shared/enums';
import type { TravellerPaymentMethod } from './payment-method';

/** Tokenization of the travellers' cards (spec 4.5). */
export const TOKENIZATION_STATUSES = ['NOT_STARTED', 'INITIATED', 'COMPLETED'] as const;
export type TokenizationStatus = (typeof TOKENIZATION_STATUSES)[number];

export interface TravellerPaymentState {
  readonly paxId: string;
  readonly paymentMethod: TravellerPaymentMethod;
  readonly token?: string;
  readonly ccType?: CardBrand;
}

export interface PaymentTokenState {
  readonly status: TokenizationStatus;
  readonly travellers: readonly TravellerPaymentState[];
}

export type PaymentTokenAction =
  | { readonly type: 'initiate' }
  | {
      readonly type: 'tokenSet';
      readonly paxId: string;
      readonly token: string;
      readonly ccType: CardBrand | undefined;
    }
  | { readonly type: 'tokenCleared'; readonly paxId: string }
  | { readonly type: 'paymentMethodChosen'; readonly paxId: string; readonly method: TravellerPaymentMethod }
  | { readonly type: 'reset' };

export const initialPaymentTokenState = (
  paxIds: readonly string[],
  method: TravellerPaymentMethod = 'CREDIT_CARD',
): PaymentTokenState => ({
  status: 'NOT_STARTED',
  travellers: [...new Set(paxIds)].map((paxId) => ({ paxId, paymentMethod: method })),
});

/** Ready to buy: the traveller has a card token or pays the agency (spec 4.5: CASH alone is not enough). */
export const isTravellerPaymentReady = (t: TravellerPaymentState): boolean =>
  t.paymentMethod === 'PAID_TO_AGENCY' || (typeof t.token === 'string' && t.token !== '');

export const allTravellersReady = (state: PaymentTokenState): boolean =>
  state.travellers.every(isTravellerPaymentReady);

/** paxIds still waiting for a card token. */
export const travellersAwaitingToken = (state: PaymentTokenState): string[] =>
  state.travellers.filter((t) => !isTravellerPaymentReady(t)).map((t) => t.paxId);

const withoutToken = ({ paxId, paymentMethod }: TravellerPaymentState): TravellerPaymentState => ({
  paxId,
  paymentMethod,
});

const update = (
  state: PaymentTokenState,
  paxId: string,
  change: (t: TravellerPaymentState) => TravellerPaymentState,
): readonly TravellerPaymentState[] => state.travellers.map((t) => (t.paxId === paxId ? change(t) : t));

/**
 * Once started, the status follows readiness: COMPLETED exactly when every traveller is ready. This keeps
 * the invariant when a token is cleared or a traveller switches back to the card after completion.
 */
const settle = (
  status: TokenizationStatus,
  travellers: readonly TravellerPaymentState[],
): PaymentTokenState => ({
  status:
    status === 'NOT_STARTED' ? status : travellers.every(isTravellerPaymentReady) ? 'COMPLETED' : 'INITIATED',
  travellers,
});

export const paymentTokenReducer = (
  state: PaymentTokenState,
  action: PaymentTokenAction,
): PaymentTokenState => {
  switch (action.type) {
    case 'initiate':
      // Spec: initiating always moves to INITIATED; completion comes with the tokens the frame reports.
      return { status: 'INITIATED', travellers: state.travellers };
    case 'tokenSet': {
      if (!state.travellers.some((t) => t.paxId === action.paxId)) return state;
      if (typeof action.token !== 'string' || action.token === '') {
        return settle(state.status, update(state, action.paxId, withoutToken));
      }
      const { token, ccType } = action;
      const travellers = update(state, action.paxId, (t) =>
        ccType ? { ...withoutToken(t), token, ccType } : { ...withoutToken(t), token },
      );
      return settle(state.status, travellers);
    }
    case 'tokenCleared':
      return settle(state.status, update(state, action.paxId, withoutToken));
    case 'paymentMethodChosen':
      return settle(
        state.status,
        update(state, action.paxId, (t) => ({ ...t, paymentMethod: action.method })),
      );
    case 'reset':
      // A new tokenization starts from scratch: tokens of the previous attempt are dropped, choices kept.
      return { status: 'NOT_STARTED', travellers: state.travellers.map(withoutToken) };
    default:
      return state;
  }
};
