import type { LaterFlowStores } from './later-flow-stores';
import type { QuoteFormStore } from '../quote/quote-form.store';
import type { TripDetailsStore } from '../trip/trip-details.store';

/** The purchase steps in their order (spec 2.1; the staff app's booking routes of spec 2.2 map onto them). */
export const FLOW_STEPS = [
  'travellerDetails',
  'tripDetails',
  'planSelection',
  'quoteSummary',
  'contactDetails',
  'payment',
  'confirmation',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The flow's stores as an app holds them: the first steps' always, the later steps' once loaded. */
export interface FlowProgressStores {
  readonly quoteForm: QuoteFormStore;
  readonly tripDetails: TripDetailsStore;
  readonly later: LaterFlowStores | undefined;
}

/** Whether a step is done; a later step whose stores are not loaded yet is not. */
export const stepDone = (s: FlowProgressStores, step: FlowStep): boolean => {
  switch (step) {
    case 'travellerDetails':
      return s.quoteForm.submitted;
    case 'tripDetails':
      return s.tripDetails.submitted;
    case 'planSelection':
    case 'quoteSummary':
      return s.later?.planSelection.complete ?? false;
    case 'contactDetails':
      return s.later?.travellerDetails.submitted ?? false;
    case 'payment':
      return s.later?.payment.purchasedPolicy !== undefined;
    case 'confirmation':
      return true;
  }
};

const firstOpen = (s: FlowProgressStores, before: number): FlowStep | undefined =>
  FLOW_STEPS.slice(0, before).find((step) => step !== 'quoteSummary' && !stepDone(s, step));

/**
 * The step shown instead of `step`: the first earlier step that is not done (a page opened too early, a
 * bookmark, a reload after the session ended goes there). A finished purchase only shows its
 * confirmation: every other step of its quote (Back, a reload, an address in a new tab) goes to the
 * confirmation, never to a payable form again (issue 16); a new quote (start over) opens them again.
 */
export const blockedBefore = (s: FlowProgressStores, step: FlowStep): FlowStep | undefined => {
  if (stepDone(s, 'payment')) return step === 'confirmation' ? undefined : 'confirmation';
  return firstOpen(s, step === 'confirmation' ? FLOW_STEPS.length - 1 : FLOW_STEPS.indexOf(step));
};

/** Forgets the buyer's work in every step (a new quote, or the session's end, spec 4.1). */
export const resetFlow = (s: FlowProgressStores): void => {
  s.quoteForm.reset();
  s.tripDetails.reset();
  s.later?.needsAnalysis.reset();
  s.later?.planSelection.reset();
  s.later?.travellerDetails.reset();
  s.later?.payment.reset();
};
