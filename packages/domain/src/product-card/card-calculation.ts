import { isCents, type Cents } from '../shared/money';
import { calculateEnabled } from './card-parameters';
import type { ProductCardState } from './product-card.types';

/** Calculate was pressed: the spinner shows; ignored while Calculate is disabled. */
export const calculationStarted = (card: ProductCardState): ProductCardState =>
  calculateEnabled(card) ? { ...card, calculating: true, premium: undefined } : card;

/** The quote came back with the premium of this card. */
export const premiumCalculated = (card: ProductCardState, premium: Cents): ProductCardState => ({
  ...card,
  calculating: false,
  premium: isCents(premium) ? premium : undefined,
});

export const calculationFailed = (card: ProductCardState): ProductCardState => ({
  ...card,
  calculating: false,
  premium: undefined,
});
