import type { PaymentMethod } from '@tripx/domain';
import {
  CardFrameBridge,
  CardFrames,
  cardFrameOrigin,
  metaFrameOrigin,
  type CardFramePort,
} from '@tripx/ui-flow';
import { action, makeObservable, observable } from 'mobx';

/** The frame id of the new card on a policy's screens (one frame at a time: the edit tab or the reinstate modal). */
export const NEW_CARD_FRAME = 'newCard';

/** How the server is told to charge (spec 7.4): a new card goes as the token its frame gave. */
export interface ChargeChoice {
  readonly method: PaymentMethod;
  readonly dataKey?: string;
}

/**
 * A charge on a new card (endorsement, reinstatement): the card is typed in the payment provider's
 * frame, the same one the purchase uses, and only its token reaches the server.
 */
export class NewCard {
  readonly cards: CardFrames;
  /** A charge was tried: an empty frame now says so. */
  attempted = false;

  constructor(
    port: CardFramePort,
    readonly origin: string,
  ) {
    this.cards = new CardFrames(port);
    makeObservable(this, { attempted: observable, choiceFor: action });
  }

  /** The charge for `method`, or undefined when the new card's frame gives no token (it shows why). */
  async choiceFor(method: PaymentMethod): Promise<ChargeChoice | undefined> {
    if (method !== 'CREDIT_CARD') return { method };
    this.attempted = true;
    if (this.cards.errorOf(NEW_CARD_FRAME)) return undefined;
    const tokens = await this.cards.tokenizeAll([NEW_CARD_FRAME]);
    const dataKey = tokens?.get(NEW_CARD_FRAME)?.dataKey;
    return dataKey ? { method, dataKey } : undefined;
  }
}

/** The new card of this page: the frame origin the server wrote in the page. */
export const pageNewCard = (): NewCard => {
  const origin = cardFrameOrigin(window.location, metaFrameOrigin(document));
  return new NewCard(new CardFrameBridge(window, origin), origin);
};

/** A charge option's label: a credit card there is a new card, typed in the frame. */
export const chargeOptionKey = (method: string): string =>
  method === 'CREDIT_CARD' ? 'method.newCard' : `method.${method}`;
