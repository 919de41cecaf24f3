import { buildQuoteRequest } from '@tripx/application';
import {
  composeLaterFlowStores,
  flowContextOf,
  formWithPlaces,
  type LaterFlowDeps,
  type LaterFlowServices,
  type LaterFlowStores,
} from '@tripx/ui-flow';
import { reaction } from 'mobx';
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
  // Spec 7.3: the submitted quote form and its payload are kept with the session (not for admins, and
  // this app has none); fire and forget, a failed sync changes nothing for the buyer.
  reaction(
    () => (quoteForm.submitted ? JSON.stringify(quoteForm.effectiveForm) : ''),
    (submitted) => {
      if (!submitted) return;
      const payload = buildQuoteRequest(formWithPlaces(flow), {
        lang: page.lang,
        today: clock.today(),
        plansFor: () => [],
      });
      if (payload) void d.quoteProgressService.sync({ payload, form: { ...quoteForm.effectiveForm } });
    },
    { fireImmediately: true },
  );
  return stores;
};
