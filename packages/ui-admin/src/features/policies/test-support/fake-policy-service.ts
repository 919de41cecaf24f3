import {
  type ApiResult,
  type EndorsementFormView,
  type FieldProblem,
  type PolicyBookingView,
  type PolicyMaintenanceService,
  type ReQuoteView,
  success,
  type TransactionView,
} from '@tripx/application';

/** A failed call as the client reports the API's error answer. */
export const refused = (code: string, fields: readonly FieldProblem[] = []): ApiResult<never> => ({
  ok: false,
  failure: { kind: 'refused', code, message: '', fields },
});

export const aBooking = (over: Partial<PolicyBookingView> = {}): PolicyBookingView => ({
  groupNumber: 'G1',
  organizationCode: 'TRIPX',
  salesChannel: 'b2b',
  travellerType: 'INDIVIDUAL',
  travellerCategory: 'TRAVELLING_CANADIANS',
  language: 'en',
  purchaseDate: '2026-11-01T10:00:00.000Z',
  tripInformation: {
    startDate: '2026-12-01',
    endDate: '2026-12-10',
    departureLocation: 'YYZ',
    destinations: ['JFK,US', 'ZZ'],
    provinceOfResidence: 'BC',
  },
  places: {
    departure: { code: 'YYZ', name: { en: 'Toronto (YYZ), Canada', fr: 'Toronto (YYZ), Canada' } },
    destinations: [
      { code: 'JFK,US', name: { en: 'New York (JFK), United States', fr: 'New York (JFK), États-Unis' } },
      { code: 'ZZ', name: null },
    ],
  },
  paxes: [
    {
      policyNumber: 'TX1',
      referenceNumber: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      age: 40,
      dateOfBirth: '1986-01-01',
      policyStatus: 'ACTIVE',
      plan: { code: 'SEMH', name: { en: 'Emergency Medical', fr: 'Soins médicaux d’urgence' } },
      benefits: [
        { code: 'TCI', name: { en: 'Trip cancellation', fr: 'Annulation de voyage' } },
        { code: 'OLD', name: null },
      ],
      premiumTotal: 10_000,
      paidCents: 10_000,
      refundedCents: 2_500,
      contact: {
        email: 'ada@example.com',
        phone: '+14165550199',
        address: { addressLine1: '1 King St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1' },
      },
      questionnaires: [],
      payments: [],
    },
  ],
  dependents: [],
  manulifeEmployeeRelationship: null,
  hasCompanionDiscount: false,
  soldBy: 'prf-agent',
  referredBy: null,
  organizationName: { en: 'TripX Travel', fr: 'Voyages TripX' },
  agentName: 'Alex Agent',
  ...over,
});

export const aForm = (over: Partial<EndorsementFormView> = {}): EndorsementFormView => ({
  version: 3,
  ratesVersion: '2026-01-01',
  snapshot: {
    startDate: '2026-12-01',
    endDate: '2026-12-10',
    departureLocation: 'Toronto',
    destinations: ['US'],
    paxes: [{ policyNumber: 'TX1', optionalBenefits: [] }],
    dependents: [{ referenceNumber: 2, firstName: 'Bo', lastName: null, dateOfBirth: '2015-04-30' }],
  },
  premiums: [{ policyNumber: 'TX1', premium: 10_000, status: 'ACTIVE' }],
  ...over,
});

export const aQuote = (deltaTotal: number): ReQuoteView => ({
  version: 3,
  premiums: [{ policyNumber: 'TX1', premium: 10_000 + deltaTotal }],
  policyDelta: [{ policyNumber: 'TX1', deltaAmount: deltaTotal }],
  deltaTotal,
  payment:
    deltaTotal > 0
      ? { type: 'CHARGE', amount: deltaTotal, methods: ['TOKEN', 'CREDIT_CARD', 'CASH', 'PAID_TO_AGENCY'] }
      : { type: 'REFUND', amount: -deltaTotal, methods: ['ORIGINAL', 'CHARGEBACK', 'CASH'] },
  changes: [{ fieldChanged: 'endDate', from: '2026-12-10', to: '2026-12-13' }],
  card: CARD,
});

/** The card on file of the fixtures: brand and last four, as the server shows it. */
export const CARD = { brand: 'VISA', last4: '4242' };

/** A transaction the server reports an action made (22 Nov 2026, 15:30 UTC: 10:30 EST in Toronto). */
export const aTransaction = (type: 'CHARGE' | 'REFUND', amountCents: number): TransactionView => ({
  policyNumber: 'TX1',
  type,
  method: type === 'CHARGE' ? 'TOKEN' : 'ORIGINAL',
  amountCents,
  ...CARD,
  reference: 'ch_0001',
  date: '2026-11-22T15:30:00.000Z',
});

const ok = <T>(value: T) => Promise.resolve(success(value));

/**
 * The policy calls answered from fixed values; a test replaces the calls it looks at and reads what
 * the store sent from `calls`.
 */
export const fakePolicyService = (
  over: Partial<PolicyMaintenanceService> = {},
): PolicyMaintenanceService & { readonly calls: { name: string; args: unknown[] }[] } => {
  const calls: { name: string; args: unknown[] }[] = [];
  const base: PolicyMaintenanceService = {
    search: () => ok({ total: 0, page: 1, pageSize: 10, policies: [] }),
    attempts: () => ok({ total: 0, page: 1, pageSize: 10, attempts: [] }),
    policy: () => ok(aBooking()),
    history: () => ok([]),
    deliveries: () => ok([]),
    financials: () => ok({ transactions: [], paxes: [] }),
    notes: () => ok([]),
    addNote: (ownerCode, note) =>
      ok({ id: 'n1', ownerCode, note, authorName: 'Sam Staff', createdAt: '2026-11-20T12:00:00.000Z' }),
    endorsementForm: () => ok(aForm()),
    reQuote: () => ok(aQuote(300)),
    update: () => ok({ ...aQuote(300), transactions: [aTransaction('CHARGE', 300)] }),
    retryUpdate: () => ok({ ...aQuote(300), transactions: [aTransaction('CHARGE', 300)] }),
    cancellationPreview: (n) =>
      ok({ paxes: [{ policyNumber: n, refundCents: 7000, reason: 'proRata', card: CARD }] }),
    cancel: (r) =>
      ok({
        paxes: r.paxes.map((p) => ({
          policyNumber: p.policyNumber,
          refundCents: 7000,
          status: 'INACTIVE',
          reason: 'PRO_RATA',
        })),
        transactions: r.paxes.map(() => aTransaction('REFUND', 7000)),
      }),
    reinstatementPreview: (n) => ok({ policyNumber: n, dueCents: 7000, card: CARD }),
    reinstate: (r) =>
      ok({ policyNumber: r.policyNumber, chargedCents: 7000, transactions: [aTransaction('CHARGE', 7000)] }),
    resendConfirmation: () => ok({ deliveryId: 'd1', status: 'QUEUED' }),
    ...over,
  };
  const recorded = Object.fromEntries(
    Object.entries(base).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name, args });
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as PolicyMaintenanceService;
  return Object.assign(recorded, { calls });
};

export const callsOf = (service: { calls: { name: string; args: unknown[] }[] }, name: string) =>
  service.calls.filter((c) => c.name === name).map((c) => c.args);
