import {
  buildQuoteRequest,
  quoteMembers,
  type CatalogueService,
  type PolicyService,
  type PurchaseRequestBody,
  type QuoteService,
} from '@tripx/application';
import { parseCalendarDate, referenceDateFor, type CollectedMethod, type Language } from '@tripx/domain';
import { CardFrameBridge } from '../payment/card-frame.bridge';
import { PaymentStore } from '../payment/payment.store';
import { buildPurchaseRequest } from '../payment/purchase-request';
import { NeedsAnalysisStore } from '../plans/needs-analysis.store';
import { PlanSelectionStore } from '../plans/plan-selection.store';
import type { Clock } from '../platform/clock';
import type { SessionSlices } from '../platform/session-slices';
import { formWithPlaces, type FlowContext } from '../quote/flow-context';
import type { QuoteFormStore } from '../quote/quote-form.store';
import { TravellerDetailsStore } from '../travellers/traveller-details.store';
import type { TripDetailsStore } from '../trip/trip-details.store';

/** The services only the later steps call (quote, plans, purchase). */
export interface LaterFlowServices {
  readonly catalogueService: CatalogueService;
  readonly quoteService: QuoteService;
  readonly policyService: PolicyService;
}

/** What an app gives the later steps: the first steps' stores, its language, clock, storage and window. */
export interface LaterFlowDeps {
  readonly lang: () => Language;
  readonly clock: Clock;
  readonly slices: SessionSlices;
  readonly window: Window;
  readonly cardFrameOrigin: string;
  readonly quoteForm: QuoteFormStore;
  readonly tripDetails: TripDetailsStore;
  /** What the app adds to the purchase payload (the white label's reference, the staff app's choices). */
  readonly shapePurchase?: (body: PurchaseRequestBody) => PurchaseRequestBody;
  /** The staff app's choice of a method without a card (CASH, PAID_TO_AGENCY); the purchase app never sets it. */
  readonly collectedMethod?: () => CollectedMethod | undefined;
  /** False while the staff app's own questions are unanswered: Pay waits for them. */
  readonly choicesComplete?: () => boolean;
}

/** The stores of the steps after the trip. */
export interface LaterFlowStores {
  readonly needsAnalysis: NeedsAnalysisStore;
  readonly planSelection: PlanSelectionStore;
  readonly travellerDetails: TravellerDetailsStore;
  readonly payment: PaymentStore;
}

/** An Idempotency-Key: 32 random hex digits (randomUUID needs a secure context; this does not). */
export const randomKey = (crypto: Pick<Crypto, 'getRandomValues'>): string =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** What the plan steps read of the first steps: the valid quote form, the trip's places, the language. */
export const flowContextOf = (d: LaterFlowDeps): FlowContext => ({
  form: () => d.quoteForm.effectiveForm,
  departureLocation: () => d.tripDetails.departureLocation,
  furthestDestination: () => d.tripDetails.furthestDestination,
  destinations: () => d.tripDetails.destinationPlaces,
  lang: d.lang,
  today: () => d.clock.today(),
});

/** The later steps' stores over the first steps' ones, the same in both apps. */
export const composeLaterFlowStores = (d: LaterFlowDeps, services: LaterFlowServices): LaterFlowStores => {
  const { clock, slices, quoteForm } = d;
  const flow = flowContextOf(d);
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
      lang: d.lang(),
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
      fieldsRefused: (fields) =>
        travellerDetails.purchaseRefused(fields.map(({ field, code, ns }) => ({ field, code, ns }))),
      purchase: (cardFor) => {
        const primary = travellerDetails.forms[0];
        const school = primary ? { schoolName: primary.schoolName, schoolCity: primary.schoolCity } : {};
        const quote = buildQuoteRequest(
          { ...formWithPlaces(flow), ...school },
          {
            lang: d.lang(),
            today: clock.today(),
            plansFor: () => [],
            medicalQuestionnairesFor: (pax) => planSelection.mq.answersFor(pax),
            ...(planSelection.purchaseEndDate ? { endDate: planSelection.purchaseEndDate } : {}),
          },
        );
        if (!quote) return undefined;
        const collected = d.collectedMethod?.();
        const body = buildPurchaseRequest({
          quote: planSelection.withDependantTripCosts(quote),
          ratesVersion: planSelection.ratesVersion,
          quoteRef: planSelection.quoteRef,
          expectedTotalCents: planSelection.summary.total,
          planFor: (pax) => planSelection.purchasePlanFor(pax),
          totalFor: (pax) => planSelection.summary.travellers.find((t) => t.paxId === pax)?.total ?? 0,
          contacts: travellerDetails.contacts(),
          cardFor,
          lang: primary?.language ?? d.lang(),
          bill96Consent: travellerDetails.bill96Consent,
          ...(collected ? { collectedMethod: collected } : {}),
        });
        return body && d.shapePurchase ? d.shapePurchase(body) : body;
      },
      newKey: () => randomKey(d.window.crypto),
      ...(d.collectedMethod ? { collectedMethod: d.collectedMethod } : {}),
      ...(d.choicesComplete ? { choicesComplete: d.choicesComplete } : {}),
    },
    services.policyService,
    new CardFrameBridge(d.window, d.cardFrameOrigin),
    slices,
  );
  return { needsAnalysis, planSelection, travellerDetails, payment };
};
