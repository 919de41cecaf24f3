import type { MqProgress, ProductCardState } from './product-card.types';
import type { ProductCardCode } from './product-card.codes';

/**
 * What the card shows about the medical questionnaire (spec 4.3):
 * - notRequired: parameters shown, no questionnaire;
 * - takeQuestionnaire: alert and take-questionnaire button, parameters hidden;
 * - parametersWithEdit: taken and not refused: parameters with an edit button;
 * - notEligible: the not-eligible message;
 * - cannotDetermine: the questionnaire could not decide: its message, parameters hidden, edit shown.
 */
export type MqDisplay =
  'notRequired' | 'takeQuestionnaire' | 'parametersWithEdit' | 'notEligible' | 'cannotDetermine';

export const mqDisplay = (card: ProductCardState): MqDisplay => {
  if (!card.mq.required) return 'notRequired';
  if (card.mq.progress === 'CANNOT_DETERMINE') return 'cannotDetermine';
  if (!card.mq.taken) return 'takeQuestionnaire';
  return card.mq.eligible === false ? 'notEligible' : 'parametersWithEdit';
};

export const parametersVisible = (card: ProductCardState): boolean => {
  const shown = mqDisplay(card);
  return shown === 'notRequired' || shown === 'parametersWithEdit';
};

/** The message a card shows for the questionnaire, if any. */
export const mqMessageCode = (card: ProductCardState): ProductCardCode | undefined => {
  const shown = mqDisplay(card);
  if (shown === 'notEligible') return 'mqNotEligible';
  return shown === 'cannotDetermine' ? 'mqCannotDetermine' : undefined;
};

/**
 * The questionnaire reported progress. ELIGIBLE and CANNOT_DETERMINE end it; COMPLETED ends the
 * answering but the eligibility is still to come. A new start forgets the previous answer.
 */
export const mqProgressChanged = (card: ProductCardState, progress: MqProgress): ProductCardState => {
  switch (progress) {
    case 'STARTED':
      return { ...card, premium: undefined, mq: { ...card.mq, progress, taken: false, eligible: undefined } };
    case 'IN_PROGRESS':
      return { ...card, mq: { ...card.mq, progress } };
    case 'COMPLETED':
      return { ...card, mq: { ...card.mq, progress, taken: true } };
    case 'ELIGIBLE':
      return { ...card, mq: { ...card.mq, progress, taken: true, eligible: true } };
    case 'CANNOT_DETERMINE':
      return { ...card, mq: { ...card.mq, progress, taken: true, eligible: undefined } };
  }
};

/** The questionnaire's scoring refused the traveller for this plan. */
export const mqFoundIneligible = (card: ProductCardState): ProductCardState => ({
  ...card,
  selected: false,
  premium: undefined,
  mq: { ...card.mq, taken: true, eligible: false },
});
