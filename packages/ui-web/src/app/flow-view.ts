import type { FlowView } from '@tripx/ui-flow/views';
import type { Stores } from './compose-stores';

/** The shared flow views' window on the purchase app: its stores, navigation and organization content. */
export const flowViewOf = (s: Stores): FlowView => ({
  quoteForm: s.quoteForm,
  tripDetails: s.tripDetails,
  clock: s.clock,
  cardFrameOrigin: s.cardFrameOrigin,
  showCountry: false,
  saveQuote: s.saveQuote,
  get later() {
    return s.deferred.later;
  },
  get lang() {
    return s.page.lang;
  },
  navigate: (step) => s.navigation.go(step),
  contractText: (key) => s.content.text(key),
  get premiumDisplay() {
    return s.content.premiumDisplay;
  },
  get privacyHref() {
    return s.navigation.href('privacy');
  },
  loadLater: () => s.deferred.loadLater(),
  startOver: () => s.app.startOver(),
});
