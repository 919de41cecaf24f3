import * as t from 'io-ts';
import { literalUnion } from '../contracts/codecs';
import { HISTORY_CHANNELS } from './get-policy/get-policy';

/*
 * Codecs of the staff app's policy answers (spec 7.4): the use cases type them (PolicySearchPage,
 * PolicyView, Financials, ReQuote…), the app's client decodes them with these. Only the fields the
 * screens read are listed; io-ts keeps the others out of the decoded value's type.
 */

const Nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const Localized = t.type({ en: t.string, fr: t.string });
/** A code with its name in both languages (null when the catalogue or the locations do not know it). */
const NamedCode = t.type({ code: t.string, name: Nullable(Localized) });

export const PolicySummaryCodec = t.type({
  policyNumber: t.string,
  groupNumber: t.string,
  firstName: t.string,
  lastName: t.string,
  email: Nullable(t.string),
  planCode: t.string,
  planName: Nullable(Localized),
  policyStatus: t.string,
  organizationCode: t.string,
  startDate: t.string,
  endDate: t.string,
  applicationDate: t.string,
  purchaseDate: t.string,
  premiumTotal: t.number,
});
export type PolicySummaryView = t.TypeOf<typeof PolicySummaryCodec>;

/** A page of a list: its total, which page, its size, and its rows under `key`. */
const pageOf = <K extends string, C extends t.Mixed>(key: K, row: C) =>
  t.type({ total: t.number, page: t.number, pageSize: t.number, [key]: t.array(row) } as {
    total: t.NumberC;
    page: t.NumberC;
    pageSize: t.NumberC;
  } & Record<K, t.ArrayC<C>>);

export const PolicySearchPageCodec = pageOf('policies', PolicySummaryCodec);
export type PolicySearchPageView = t.TypeOf<typeof PolicySearchPageCodec>;

/** A declined or abandoned purchase (AttemptSummary): not a policy, a lead to follow up. */
export const AttemptSummaryCodec = t.type({
  groupNumber: t.string,
  status: t.keyof({ DECLINED: null, ABANDONED: null }),
  reason: Nullable(t.string),
  organizationCode: t.string,
  agentName: Nullable(t.string),
  createdAt: t.string,
  settledAt: Nullable(t.string),
  travellers: t.array(t.type({ firstName: t.string, lastName: t.string })),
  email: Nullable(t.string),
  phone: Nullable(t.string),
  plans: t.array(NamedCode),
  startDate: t.string,
  endDate: t.string,
  totalCents: t.number,
});
export type AttemptSummaryView = t.TypeOf<typeof AttemptSummaryCodec>;

export const AttemptPageCodec = pageOf('attempts', AttemptSummaryCodec);
export type AttemptPageView = t.TypeOf<typeof AttemptPageCodec>;

export const PolicyPaxCodec = t.type({
  policyNumber: t.string,
  referenceNumber: t.number,
  firstName: t.string,
  lastName: t.string,
  age: t.number,
  dateOfBirth: Nullable(t.string),
  policyStatus: t.string,
  // The plan of the policy: its code (`code`, never `planCode`) and its name when the purchase recorded it.
  plan: t.type({ code: t.string, name: Nullable(Localized) }),
  benefits: t.array(NamedCode),
  premiumTotal: t.number,
  paidCents: t.number,
  refundedCents: t.number,
  contact: t.intersection([
    t.UnknownRecord,
    t.partial({
      email: Nullable(t.string),
      phone: Nullable(t.string),
      address: t.partial({
        addressLine1: t.string,
        addressLine2: t.string,
        city: t.string,
        province: t.string,
        postalCode: t.string,
        country: t.string,
      }),
    }),
  ]),
  questionnaires: t.array(t.unknown),
  payments: t.array(
    t.type({
      paymentDate: t.string,
      type: t.string,
      method: t.string,
      amount: t.number,
      cardReference: Nullable(t.string),
      cardBrand: Nullable(t.string),
      cardLast4: Nullable(t.string),
    }),
  ),
});

export const PolicyBookingCodec = t.type({
  groupNumber: t.string,
  organizationCode: t.string,
  salesChannel: t.string,
  travellerType: t.string,
  travellerCategory: t.string,
  language: t.string,
  purchaseDate: t.string,
  tripInformation: t.UnknownRecord,
  places: t.type({ departure: Nullable(NamedCode), destinations: t.array(NamedCode) }),
  paxes: t.array(PolicyPaxCodec),
  dependents: t.array(
    t.type({
      referenceNumber: t.number,
      firstName: Nullable(t.string),
      lastName: Nullable(t.string),
      dateOfBirth: Nullable(t.string),
      relationship: Nullable(t.string),
      tripCost: Nullable(t.number),
    }),
  ),
  manulifeEmployeeRelationship: Nullable(t.string),
  hasCompanionDiscount: t.boolean,
  soldBy: Nullable(t.string),
  referredBy: Nullable(t.string),
  organizationName: Nullable(Localized),
  agentName: Nullable(t.string),
});
export type PolicyBookingView = t.TypeOf<typeof PolicyBookingCodec>;

export const PolicyEventsCodec = t.array(
  t.type({
    at: t.string,
    actorRef: Nullable(t.string),
    actorName: Nullable(t.string),
    channel: literalUnion(HISTORY_CHANNELS, 'HistoryChannel'),
    action: t.string,
    fieldChanged: Nullable(t.string),
    from: Nullable(t.string),
    to: Nullable(t.string),
  }),
);
export type PolicyEventView = t.TypeOf<typeof PolicyEventsCodec>[number];

export const PolicyDeliveriesCodec = t.array(
  t.intersection([
    t.type({
      at: t.string,
      channel: t.string,
      recipient: t.string,
      language: t.string,
      status: t.string,
      document: t.string,
    }),
    // An attempt of the e-mail outbox (purchase confirmations, resends) says which and how it failed.
    t.partial({ attempt: t.number, errorCode: Nullable(t.string), error: Nullable(t.string) }),
  ]),
);
export type PolicyDeliveryView = t.TypeOf<typeof PolicyDeliveriesCodec>[number];

export const NoteCodec = t.type({
  id: t.string,
  ownerCode: t.string,
  note: t.string,
  authorName: t.string,
  createdAt: t.string,
});
export const NotesCodec = t.array(NoteCodec);
export type NoteView = t.TypeOf<typeof NoteCodec>;

export const FinancialsCodec = t.type({
  transactions: t.array(
    t.type({
      policyNumber: t.string,
      date: t.string,
      type: t.string,
      method: t.string,
      amountCents: t.number,
      brand: Nullable(t.string),
      last4: Nullable(t.string),
    }),
  ),
  paxes: t.array(
    t.type({
      policyNumber: t.string,
      status: t.string,
      premiumCents: t.number,
      paidCents: t.number,
      refundedCents: t.number,
      balanceCents: t.number,
    }),
  ),
});
export type FinancialsView = t.TypeOf<typeof FinancialsCodec>;

const SnapshotCodec = t.type({
  startDate: t.string,
  endDate: t.string,
  departureLocation: t.string,
  destinations: t.array(t.string),
  paxes: t.array(t.type({ policyNumber: t.string, optionalBenefits: t.array(t.string) })),
  dependents: t.array(t.intersection([t.type({ referenceNumber: t.number }), t.UnknownRecord])),
});

const PaxPremiumCodec = t.type({ policyNumber: t.string, premium: t.number });

export const EndorsementFormCodec = t.type({
  version: t.number,
  ratesVersion: t.string,
  snapshot: SnapshotCodec,
  premiums: t.array(t.intersection([PaxPremiumCodec, t.type({ status: t.string })])),
});
export type EndorsementFormView = t.TypeOf<typeof EndorsementFormCodec>;

/** A card by its brand and last four digits, never more; null when the money did not go by card. */
export const ShownCardCodec = Nullable(t.type({ brand: Nullable(t.string), last4: Nullable(t.string) }));
export type ShownCardView = t.TypeOf<typeof ShownCardCodec>;

/** The money an action moved: amount, card, the provider's reference and when (ISO instant). */
export const TransactionsCodec = t.array(
  t.type({
    policyNumber: t.string,
    type: t.string,
    method: t.string,
    amountCents: t.number,
    brand: Nullable(t.string),
    last4: Nullable(t.string),
    reference: Nullable(t.string),
    date: t.string,
  }),
);
export type TransactionView = t.TypeOf<typeof TransactionsCodec>[number];

export const ReQuoteCodec = t.type({
  version: t.number,
  premiums: t.array(PaxPremiumCodec),
  policyDelta: t.array(t.type({ policyNumber: t.string, deltaAmount: t.number })),
  deltaTotal: t.number,
  payment: t.type({ type: t.string, amount: t.number, methods: t.array(t.string) }),
  changes: t.array(t.type({ fieldChanged: t.string, from: t.string, to: t.string })),
  card: ShownCardCodec,
});
export type ReQuoteView = t.TypeOf<typeof ReQuoteCodec>;

export const AppliedEndorsementCodec = t.intersection([
  ReQuoteCodec,
  t.type({ transactions: TransactionsCodec }),
]);
export type AppliedEndorsementView = t.TypeOf<typeof AppliedEndorsementCodec>;

export const CancellationCodec = t.type({
  paxes: t.array(
    t.type({ policyNumber: t.string, refundCents: t.number, status: t.string, reason: t.string }),
  ),
  transactions: TransactionsCodec,
});
export type CancellationView = t.TypeOf<typeof CancellationCodec>;

export const CancellationPreviewCodec = t.type({
  paxes: t.array(
    t.type({ policyNumber: t.string, refundCents: t.number, reason: t.string, card: ShownCardCodec }),
  ),
});
export type CancellationPreviewView = t.TypeOf<typeof CancellationPreviewCodec>;

export const ReinstatementPreviewCodec = t.type({
  policyNumber: t.string,
  dueCents: t.number,
  card: ShownCardCodec,
});
export type ReinstatementPreviewView = t.TypeOf<typeof ReinstatementPreviewCodec>;

export const ReinstatementCodec = t.type({
  policyNumber: t.string,
  chargedCents: t.number,
  transactions: TransactionsCodec,
});
export type ReinstatementView = t.TypeOf<typeof ReinstatementCodec>;
