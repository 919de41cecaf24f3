import { CARD_FRAME_SOURCE } from '@tripx/application';
import { fakeFrame } from '@tripx/ui-flow/test-support';
import { NEW_CARD_FRAME, NewCard } from '../shared/new-card';

/** A new card over a frame that tokenizes like the sandbox one; `typed()` makes the card valid. */
export const fakeNewCard = () => {
  const frame = fakeFrame();
  const newCard = new NewCard(frame, 'http://localhost:8081');
  newCard.cards.listen();
  const typed = () => frame.emit(NEW_CARD_FRAME, { source: CARD_FRAME_SOURCE, type: 'valid', brand: 'visa' });
  return { newCard, frame, typed };
};
