import type { FlowView } from '@tripx/ui-flow/views';
import type { Stores } from './compose-stores';
import { urlFor } from '../features/routing/store/routes';

/** The shared flow views' window on the purchase app: its stores, router and organization content. */
export const flowViewOf = (s: Stores): FlowView => ({
  quoteForm: s.quoteForm,
  tripDetails: s.tripDetails,
  clock: s.clock,
  cardFrameOrigin: s.cardFrameOrigin,
  showCountry: false,
  get later() {
    return s.deferred.later;
  },
  get lang() {
    return s.router.lang;
  },
  navigate: (step) => s.router.navigate(step),
  contractText: (key) => s.content.text(key),
  get privacyHref() {
    const { lang, refCode } = s.router;
    return urlFor('privacy', { lang, ...(refCode ? { refCode } : {}) });
  },
  loadLater: () => s.deferred.loadLater(),
  startOver: () => s.app.startOver(),
});
