import type { Language, PremiumDisplay } from '@tripx/domain';
import { createContext, use, useContext, type ComponentType } from 'react';
import type { FlowProgressStores, FlowStep } from '../compose/flow-progress';
import type { LaterFlowStores } from '../compose/later-flow-stores';
import type { Clock } from '../platform/clock';
import type { SaveQuoteStore } from '../quote/save-quote.store';

/**
 * What the flow's views read of the app that shows them (the purchase app or the staff app's
 * booking): the flow's stores, the page language, the way to another step and the organization's
 * contract texts. Getters, so that an observer view follows the app's observables through them.
 */
export interface FlowView extends FlowProgressStores {
  readonly lang: Language;
  readonly clock: Clock;
  readonly cardFrameOrigin: string;
  /** The quote asks the country of residence (spec 2.7: b2b only, the staff app). */
  readonly showCountry: boolean;
  navigate(step: FlowStep): void;
  /** The address of the privacy page, when the app has one (the purchase app). */
  readonly privacyHref?: string;
  /** The organization's contract content of a key (spec 3), '' when there is none. */
  contractText(key: string): string;
  /** How the organization shows premiums (the server's display of its category, spec 6). */
  readonly premiumDisplay: PremiumDisplay;
  /** Loads the later steps' stores once (with their code, in the purchase app). */
  loadLater(): Promise<LaterFlowStores>;
  /** After a purchase: a new quote from the first step. */
  startOver(): void;
  /** "Save my quote" on the quote summary, when the app offers it (the purchase app, spec 7.3). */
  readonly saveQuote?: SaveQuoteStore;
  /** The app's own questions on the payment step, before Pay (the staff app's referring agent, spec 2.2). */
  readonly PaymentQuestions?: ComponentType;
}

export const FlowViewContext = createContext<FlowView | undefined>(undefined);

/** The flow as the app provides it. */
export const useFlow = (): FlowView => {
  const flow = useContext(FlowViewContext);
  if (!flow) throw new Error('useFlow outside FlowViewContext');
  return flow;
};

/** The later steps' stores; the view suspends (inside a Suspense) until they are loaded. */
export const useLaterFlow = (): LaterFlowStores => {
  const flow = useFlow();
  return flow.later ?? use(flow.loadLater());
};
