import { lazy, type ComponentType } from 'react';
import type { FlowStep } from '../compose/flow-progress';
import { TravellerDetailsPage } from './quick-quote/traveller-details.page';

/** The page of each step: the first ships with the app, the later ones load when the user gets there. */
export const FLOW_PAGES: Readonly<Record<FlowStep, ComponentType>> = {
  travellerDetails: TravellerDetailsPage,
  tripDetails: lazy(() =>
    import('./trip-details/trip-details.page').then((m) => ({ default: m.TripDetailsPage })),
  ),
  planSelection: lazy(() =>
    import('./plan-selection/plan-selection.page').then((m) => ({ default: m.PlanSelectionPage })),
  ),
  quoteSummary: lazy(() =>
    import('./quote-summary/quote-summary.page').then((m) => ({ default: m.QuoteSummaryPage })),
  ),
  contactDetails: lazy(() =>
    import('./contact-details/contact-details.page').then((m) => ({ default: m.ContactDetailsPage })),
  ),
  payment: lazy(() => import('./payment/payment.page').then((m) => ({ default: m.PaymentPage }))),
  confirmation: lazy(() =>
    import('./confirmation/confirmation.page').then((m) => ({ default: m.ConfirmationPage })),
  ),
};
