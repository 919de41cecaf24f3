import type { Language } from '@tripx/domain';
import type { ConfirmationView } from './confirmation-view';

/** Renders a policy confirmation; the adapter owns the layout and the wording (EN and FR). */
export interface ConfirmationDocument {
  /** PDF bytes of the confirmation in `lang`. Rejects only on a bug or an unusable input. */
  render(view: ConfirmationView, lang: Language): Promise<Uint8Array>;
}
