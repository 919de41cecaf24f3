import { parseCalendarDate, referenceDateFor } from '@tripx/domain';
import { reaction } from 'mobx';
import { TravellerDetailsStore } from '../features/contact-details/store/traveller-details.store';
import { CardFrameBridge } from '../features/payment/store/card-frame.bridge';
import { PaymentStore } from '../features/payment/store/payment.store';
import { buildPurchaseRequest } from '../features/payment/store/purchase-request';
import { formWithPlaces, type FlowContext } from '../features/plan-selection/store/flow-context';
import { NeedsAnalysisStore } from '../features/plan-selection/store/needs-analysis.store';
import { PlanSelectionStore } from '../features/plan-selection/store/plan-selection.store';
import { buildQuoteRequest, quoteMembers } from '../features/quick-quote/store/quote-request';
import type { FirstStores, StoreDeps } from './compose-stores';
import type { LaterServices } from './later-services';

/** The stores of the steps after the trip: loaded with those steps, not with the first page. */
export interface LaterStores {
  readonly needsAnalysis: NeedsAnalysisStore;
  readonly planSelection: PlanSelectionStore;
  readonly travellerDetails: TravellerDetailsStore;
  readonly payment: PaymentStore;
}

/** An Idempotency-Key: 32 random hex digits (randomUUID needs a secure context; this does not). */
export const randomKey = (crypto: Pick<Crypto, 'getRandomValues'>): string =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

export const composeLaterStores = (
  d: StoreDeps,
  services: LaterServices,
  first: FirstStores,
): LaterStores => {
  const { router, clock, slices } = d;
  const { quoteForm, tripDetails, content } = first;
  const flow: FlowContext = {
    form: () => quoteForm.effectiveForm,
    departureLocation: () => tripDetails.departureLocation,
    furthestDestination: () => tripDetails.furthestDestination,
    lang: () => router.lang,
    today: () => clock.today(),
  };
  const needsAnalysis = new NeedsAnalysisStore(
    flow,
    services.catalogueService,
    services.quoteService,
    slices,
  );
  const planSelection = new PlanSelectionStore(
    flow,
    services.catalogueService,
    services.quoteService,
    slices,
  );
  const travellerDetails = new TravellerDetailsStore(() => {
    const form = quoteForm.effectiveForm;
    const today = clock.today();
    return {
      count: form.travellers.length,
      family: form.familyPlans === 'true',
      student: form.travellerCategory === 'STUDENT',
      visitor: form.travellerCategory === 'VISITOR_TO_CANADA',
      alternatePhone:
        form.travellerCategory === 'VISITOR_TO_CANADA' ||
        (form.travellerCategory === 'STUDENT' && form.studentType === 'INTERNATIONAL'),
      province: form.province,
      lang: router.lang,
      quotedAges: quoteMembers(form, today).map((m) => m.age),
      ageReference: referenceDateFor(form.travellerCategory, parseCalendarDate(form.departureDate), today),
    };
  }, slices);
  const payment = new PaymentStore(
    {
      payers: () =>
        planSelection.ratedPaxIds.map((paxId) => {
          const f = travellerDetails.forms[paxId - 1];
          return { paxId, name: f ? `${f.firstName} ${f.lastName}`.trim() : '' };
        }),
      purchase: (cardFor) => {
        const primary = travellerDetails.forms[0];
        const school = primary ? { schoolName: primary.schoolName, schoolCity: primary.schoolCity } : {};
        const quote = buildQuoteRequest(
          { ...formWithPlaces(flow), ...school },
          {
            lang: router.lang,
            today: clock.today(),
            plansFor: () => [],
            medicalQuestionnairesFor: (pax) => planSelection.mq.answersFor(pax),
            ...(planSelection.purchaseEndDate ? { endDate: planSelection.purchaseEndDate } : {}),
          },
        );
        if (!quote) return undefined;
        return buildPurchaseRequest({
          quote,
          ratesVersion: planSelection.ratesVersion,
          expectedTotalCents: planSelection.summary.total,
          planFor: (pax) => planSelection.purchasePlanFor(pax),
          totalFor: (pax) => planSelection.summary.travellers.find((t) => t.paxId === pax)?.total ?? 0,
          contacts: travellerDetails.contacts(),
          cardFor,
          lang: primary?.language ?? router.lang,
          bill96Consent: travellerDetails.bill96Consent,
          ...(quoteForm.employeeNameShown ? { employeeName: quoteForm.form.employeeName.trim() } : {}),
          ...(content.whiteLabelReferenceId ? { referenceId: content.whiteLabelReferenceId } : {}),
        });
      },
      newKey: () => randomKey(d.window.crypto),
    },
    services.policyService,
    new CardFrameBridge(d.window, first.cardFrameOrigin),
    slices,
  );
  // Spec 7.3: the submitted quote form and its payload are kept with the session (not for admins, and
  // this app has none); fire and forget, a failed sync changes nothing for the buyer.
  reaction(
    () => (quoteForm.submitted ? JSON.stringify(quoteForm.effectiveForm) : ''),
    (submitted) => {
      if (!submitted) return;
      const payload = buildQuoteRequest(formWithPlaces(flow), {
        lang: router.lang,
        today: clock.today(),
        plansFor: () => [],
      });
      if (payload) void services.quoteService.syncQuote(payload, quoteForm.effectiveForm);
    },
    { fireImmediately: true },
  );
  return { needsAnalysis, planSelection, travellerDetails, payment };
};
