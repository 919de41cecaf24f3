import type { ProductCardState } from './product-card.types';

const CLOSED = { open: false, agreed: false } as const;

/**
 * The card's select button or add-on toggle was pressed (spec 4.3). A selected card is deselected;
 * a plan with eligibility text opens the eligibility modal instead of being selected at once.
 */
export const cardSelectClicked = (card: ProductCardState): ProductCardState => {
  if (card.selected) return { ...card, selected: false, eligibilityModal: CLOSED };
  if (card.hasEligibilityText && !card.isAddon)
    return { ...card, eligibilityModal: { open: true, agreed: false } };
  return { ...card, selected: true };
};

/** The agreement checkbox of the eligibility modal was ticked or unticked. */
export const eligibilityAgreementChanged = (card: ProductCardState, agreed: boolean): ProductCardState =>
  card.eligibilityModal.open ? { ...card, eligibilityModal: { open: true, agreed } } : card;

/** Whether the modal's select button is enabled: only after agreeing. */
export const eligibilitySelectEnabled = (card: ProductCardState): boolean =>
  card.eligibilityModal.open && card.eligibilityModal.agreed;

/** The modal's select button was pressed; ignored unless the user agreed. */
export const eligibilityConfirmed = (card: ProductCardState): ProductCardState =>
  eligibilitySelectEnabled(card) ? { ...card, selected: true, eligibilityModal: CLOSED } : card;

/** The modal was closed without selecting: the agreement is not kept for next time. */
export const eligibilityModalDismissed = (card: ProductCardState): ProductCardState =>
  card.eligibilityModal.open ? { ...card, eligibilityModal: CLOSED } : card;
