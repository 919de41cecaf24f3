import { buildQuoteRequest } from '@tripx/application';
import {
  composeLaterFlowStores,
  flowContextOf,
  formWithPlaces,
  type LaterFlowDeps,
  type LaterFlowServices,
  type LaterFlowStores,
} from '@tripx/ui-flow';
import type { FirstStores, StoreDeps } from './compose-stores';

/** The stores of the steps after the trip: loaded with those steps, not with the first page. */
export type LaterStores = LaterFlowStores;

export const composeLaterStores = (
  d: StoreDeps,
  services: LaterFlowServices,
  first: FirstStores,
): LaterStores => {
  const { page, clock } = d;
  const { quoteForm, content } = first;
  const deps: LaterFlowDeps = {
    lang: () => page.lang,
    clock,
    slices: d.slices,
    window: d.window,
    cardFrameOrigin: first.cardFrameOrigin,
    quoteForm,
    tripDetails: first.tripDetails,
    shapePurchase: (body) =>
      content.whiteLabelReferenceId ? { ...body, referenceId: content.whiteLabelReferenceId } : body,
  };
  const stores = composeLaterFlowStores(deps, services);
  const flow = flowContextOf(deps);
  // Spec 7.3: the quote in progress the server keeps carries the quote payload with the chosen plans,
  // which a saved quote is priced again with; never the medical questionnaire's answers, which stay in
  // this tab (a plan that needs them is priced again once they are given again).
  first.progress.payloadFrom(() => {
    const { planSelection } = stores;
    const request = buildQuoteRequest(formWithPlaces(flow), {
      lang: page.lang,
      today: clock.today(),
      plansFor: (pax) => {
        const plan = planSelection.purchasePlanFor(pax);
        return plan ? [plan] : [];
      },
      ...(planSelection.purchaseEndDate ? { endDate: planSelection.purchaseEndDate } : {}),
    });
    return request ? { ...planSelection.withDependantTripCosts(request) } : {};
  });
  return stores;
};
