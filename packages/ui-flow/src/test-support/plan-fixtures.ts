import type {
  CatalogueService,
  PlanContentView,
  QuoteRequestBody,
  QuoteResponse,
  QuoteService,
} from '@tripx/application';
import type { QuoteForm } from '@tripx/domain';
import { PlanSelectionStore } from '../plans/plan-selection.store';
import { memoryStorage, SessionSlices } from '../platform/session-slices';
import { aFlowContext } from './builders';

/** The single-trip plan's content, as GraphQL `plans` gives it (trimmed to what a card shows). */
export const SEMH_CONTENT: PlanContentView = {
  code: 'SEMH',
  planType: 'PLAN',
  planClass: 'OCM',
  categories: ['TRAVELLING_CANADIANS'],
  name: 'Single-Trip Emergency Medical',
  summary: 'Emergency medical coverage for one trip.',
  details: 'Covers emergency hospital and medical care.',
  eligibility: 'Canadian residents covered by their provincial health plan, up to age 89.',
  exclusion: 'Conditions that were not stable before departure.',
  deductibles: [0, 500, 1000],
  coverageAmounts: [],
  tripDays: [],
  mqFromAge: 60,
  familyOffered: true,
  benefits: [
    { code: 'EMH', type: 'MANDATORY', name: 'Emergency medical care', summary: 'Hospital care.' },
    {
      code: 'TCI',
      type: 'OPTIONAL',
      name: 'Trip cancellation and interruption',
      summary: 'Priced on the trip cost.',
    },
    { code: 'BAG', type: 'OPTIONAL', name: 'Baggage loss and delay', summary: 'Lost baggage.' },
  ],
};

type Line = QuoteResponse['paxes'][number]['plans'][number];

export const semhLine = (overrides: Partial<Line> = {}): Line => ({
  code: 'SEMH',
  status: 'PRICED',
  eligible: true,
  reasons: [],
  family: false,
  days: 14,
  coverageAmount: null,
  deductible: 0,
  daysPerTrip: null,
  isMqRequired: false,
  isMqTaken: false,
  isMqEligible: null,
  rateCategory: null,
  premiumCents: 5000,
  adjustments: [],
  taxCents: 400,
  totalCents: 5400,
  benefits: [
    {
      code: 'TCI',
      type: 'OPTIONAL',
      status: 'PRICED',
      eligible: true,
      reasons: [],
      premiumCents: 13750,
      adjustments: [],
      taxCents: 1100,
      totalCents: 14850,
    },
    {
      code: 'BAG',
      type: 'OPTIONAL',
      status: 'PRICED',
      eligible: true,
      reasons: [],
      premiumCents: 2600,
      adjustments: [],
      taxCents: 208,
      totalCents: 2808,
    },
  ],
  ...overrides,
});

/** A quote answer of these travellers' lines (a family's when there are several). */
export const quoteOfPaxes = (paxes: QuoteResponse['paxes']): QuoteResponse => ({
  ratesVersion: '2026-01-01' as QuoteResponse['ratesVersion'],
  sampleRates: true,
  currency: 'CAD',
  applicationDate: '2026-03-02' as QuoteResponse['applicationDate'],
  travellerCategory: 'TRAVELLING_CANADIANS',
  travellerType: paxes.length > 1 ? 'FAMILY' : 'SINGLE',
  totalCents: paxes.reduce((sum, p) => sum + p.totalCents, 0),
  paxes,
});

export const quoteOf = (line: Line): QuoteResponse =>
  quoteOfPaxes([{ referenceNumber: 1, age: 38, totalCents: line.totalCents, plans: [line] }]);

/** Services answering one plan with a fixed line (or a line made from the request). */
export const fixedServices = (line: (request: QuoteRequestBody, call: number) => Line) => {
  let calls = 0;
  const quotes: QuoteService = {
    quote: async (body) => ({ ok: true, value: quoteOf(line(body, ++calls)) }),
    recommendation: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
    // No eligibility answer: the cards fall back on their priced lines.
    eligibility: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
  };
  const catalogue: CatalogueService = {
    plans: async () => ({ ok: true, value: [SEMH_CONTENT] }),
    needsAnalysis: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
    medicalQuestionnaire: async () => ({ ok: false, failure: { kind: 'network', code: 'network' } }),
  };
  return { quotes, catalogue };
};

/** A plan selection store over this form and these services, entered (contents loaded, cards priced). */
export const enteredPlanSelection = async (
  form: QuoteForm,
  services: { readonly quotes: QuoteService; readonly catalogue: CatalogueService },
): Promise<PlanSelectionStore> => {
  const store = new PlanSelectionStore(
    aFlowContext(form),
    services.catalogue,
    services.quotes,
    new SessionSlices(memoryStorage()),
  );
  await store.entered();
  return store;
};

/**
 * A rating service like the server's for trip cancellation: 5% of the trip cost each rated traveller
 * insures, the dependants' trip costs riding on the first traveller's line.
 */
export const tripCancellationRating = (requests: QuoteRequestBody[] = []): QuoteService => ({
  ...fixedServices(() => semhLine()).quotes,
  quote: async (body) => {
    requests.push(body);
    const dependants = (body.dependents ?? []).reduce((a, d) => a + (d.tripCostCents ?? 0), 0);
    const paxes = body.paxes.map((p, i) => {
      const insured = (p.plans[0]?.tripPreference?.tripCostCents ?? 0) + (i === 0 ? dependants : 0);
      const base = semhLine({ family: true });
      const line: Line = {
        ...base,
        benefits: base.benefits.map((b) =>
          b.code === 'TCI' ? { ...b, premiumCents: insured / 20, taxCents: 0, totalCents: insured / 20 } : b,
        ),
      };
      return {
        referenceNumber: p.referenceNumber,
        age: p.age ?? 0,
        totalCents: line.totalCents,
        plans: [line],
      };
    });
    return { ok: true, value: quoteOfPaxes(paxes) };
  },
});
