import { lazy, type ComponentType } from 'react';
import type { FlowStep } from '../compose/flow-progress';
import { TravellerDetailsPage } from './quick-quote/traveller-details.page';

/**
 * The code of each step's page: the first ships with the app, the later ones are loaded when the user
 * gets there. A router's lazy route modules take these; `FLOW_PAGES` wraps them for React.
 */
export const FLOW_PAGE_MODULES: Readonly<Record<FlowStep, () => Promise<ComponentType>>> = {
  travellerDetails: () => Promise.resolve(TravellerDetailsPage),
  tripDetails: () => import('./trip-details/trip-details.page').then((m) => m.TripDetailsPage),
  planSelection: () => import('./plan-selection/plan-selection.page').then((m) => m.PlanSelectionPage),
  quoteSummary: () => import('./quote-summary/quote-summary.page').then((m) => m.QuoteSummaryPage),
  contactDetails: () => import('./contact-details/contact-details.page').then((m) => m.ContactDetailsPage),
  payment: () => import('./payment/payment.page').then((m) => m.PaymentPage),
  confirmation: () => import('./confirmation/confirmation.page').then((m) => m.ConfirmationPage),
};

const lazyPage = (step: FlowStep): ComponentType =>
  lazy(() => FLOW_PAGE_MODULES[step]().then((Page) => ({ default: Page })));

/**
 * The page of each step as a component (the later ones suspend while their code loads). Pure: an app
 * that routes with `FLOW_PAGE_MODULES` does not ship these wrappers.
 */
export const FLOW_PAGES: Readonly<Record<FlowStep, ComponentType>> = {
  travellerDetails: TravellerDetailsPage,
  tripDetails: /* @__PURE__ */ lazyPage('tripDetails'),
  planSelection: /* @__PURE__ */ lazyPage('planSelection'),
  quoteSummary: /* @__PURE__ */ lazyPage('quoteSummary'),
  contactDetails: /* @__PURE__ */ lazyPage('contactDetails'),
  payment: /* @__PURE__ */ lazyPage('payment'),
  confirmation: /* @__PURE__ */ lazyPage('confirmation'),
};
