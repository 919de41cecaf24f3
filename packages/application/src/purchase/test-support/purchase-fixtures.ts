import { addYears } from '@tripx/domain';
import { aQuoteRequest, date, sampleCatalogue } from '@tripx/domain/test-support';
import { createHash } from 'node:crypto';
import type { AgentProfile, LicenceRow } from '../../distribution/distribution-read.repository.port';
import { catalogueOf } from '../../rating/test-support/fake-ports';
import { Effect, Either } from 'effect';
import { createPolicy } from '../create-policy/create-policy';
import type { CreatePolicyDeps } from '../create-policy/create-policy.deps';
import type { PurchaseReceipt } from '../create-policy/purchase-receipt';
import type { QuoteReferencePort } from '../../rating/quote-reference.port';
import type { PurchaseFailure } from '../purchase.errors';
import type { PurchaseAnswers, PurchaseCaller } from '../purchase.ports';
import { FakePaymentProvider } from './fake-payment-provider';
import { InMemoryPurchaseStore } from './in-memory-purchase-store';

/** Shared by the purchase use-case tests: a clock, the sample catalogue's total, callers, a body. */
export const NOW = new Date('2025-06-01T15:00:00Z');
export const TOTAL = 3931;

export const consumer: PurchaseCaller = {
  sessionKey: 's1',
  profileRef: null,
  userType: null,
  claims: [],
  organizationCode: 'CM',
  salesChannel: 'b2c',
};

/** A signed-in agent of the agency AG1 with the booking and payment claims. */
export const anAgent = (overrides: Partial<PurchaseCaller> = {}): PurchaseCaller => ({
  sessionKey: 's-agent',
  profileRef: 'prf-agent',
  userType: 'CIAM_ID',
  claims: ['POLICY_BOOKING', 'POLICY_EDIT', 'GRAPH_API', 'POLICY_NOTIFICATION'],
  organizationCode: 'AG1',
  salesChannel: 'b2b',
  ...overrides,
});

/** The answer these tests keep under a key: the receipt or the failure, as the use case gave it. */
export type TestKept =
  | { readonly _tag: 'Purchased'; readonly receipt: PurchaseReceipt }
  | { readonly _tag: 'Refused'; readonly failure: PurchaseFailure };

export const testAnswers: PurchaseAnswers<TestKept> = {
  purchased: (receipt) => ({ _tag: 'Purchased', receipt }),
  refused: (failure) => ({ _tag: 'Refused', failure }),
};

/** What one purchase answered: a receipt or a failure, given now or replayed from the kept answer. */
export interface Answered {
  readonly kept: TestKept;
  readonly replayed: boolean;
}

/** createPolicy run once, its result as the kept answer it stands for. */
export const purchaseAnswer = async (
  ...args: Parameters<typeof createPolicy<TestKept>>
): Promise<Answered> => {
  const r = await Effect.runPromise(Effect.either(createPolicy(...args)));
  if (Either.isLeft(r)) return { kept: testAnswers.refused(r.left), replayed: false };
  return r.right.kind === 'replayed'
    ? { kept: r.right.answer, replayed: true }
    : { kept: testAnswers.purchased(r.right.receipt), replayed: false };
};

/** The receipt of a purchase the test expects to succeed. */
export const receiptOf = (a: Answered): PurchaseReceipt => {
  if (a.kept._tag !== 'Purchased') throw new Error(`refused: ${a.kept.failure._tag} ${a.kept.failure.code}`);
  return a.kept.receipt;
};

/** The failure of a purchase the test expects to be refused. */
export const failureOf = (a: Answered): PurchaseFailure => {
  if (a.kept._tag !== 'Refused') throw new Error('purchased');
  return a.kept.failure;
};

/** The refusal's tag and code, or 'Purchased'. */
export const outcomeOf = (a: Answered): string =>
  a.kept._tag === 'Purchased' ? 'Purchased' : `${a.kept.failure._tag}:${a.kept.failure.code}`;

export const aLicenceRow = (overrides: Partial<LicenceRow> = {}): LicenceRow => ({
  id: 'lic',
  name: 'Agent',
  status: 'AUTHORIZED',
  licensedProvince: 'ON',
  organizationCode: 'AG1',
  licenseNumber: 'ON-1',
  isDeleted: false,
  expiryDate: '2099-12-31',
  screeningStatus: 'CLEARED',
  profileRef: 'prf-agent',
  ...overrides,
});

/**
 * A traveller's age and a date of birth that gives it on every day these tests buy on (NOW, and
 * the evening before in Toronto): born on 15 January. A purchase needs the date; the rating takes it.
 */
export const aged = (age: number) => ({ age, dateOfBirth: addYears(date('2025-01-15'), -age) });

/** A traveller of a purchase body: names (to trim) and a card token on top of its quote fields. */
export const aBuyingPax = <P extends object>(pax: P) => ({
  ...pax,
  firstName: '  Ann ',
  lastName: 'Lee',
  payment: {
    method: 'CREDIT_CARD',
    details: { paymentType: 'TOKEN', dataKey: '4TOKEN', cardHolderName: 'Ann Lee' },
  },
});

export const A_CONTACT = {
  email: 'ann@example.com',
  phone: '416-555-0100',
  address: {
    addressLine1: '1 King St',
    city: 'Toronto',
    postalCode: 'm5h 1a1',
    province: 'ON',
    country: 'CA',
  },
};

export const aPurchase = (overrides: Record<string, unknown> = {}) => {
  const q = aQuoteRequest();
  return {
    ...q,
    ratesVersion: '2025-01-01',
    expectedTotalCents: TOTAL,
    lang: 'en',
    // An agency user names the referring agent or the insurer's own option (spec 6).
    referredBy: 'INSURER',
    paxes: q.paxes.map((p) => aBuyingPax({ ...p, ...aged(p.age ?? 35) })),
    contact: A_CONTACT,
    ...overrides,
  };
};

/** Quote references as a stand-in signer makes them: only its own prefix reads back. */
export const quoteReferences: QuoteReferencePort = {
  issue: (r) => `signed:${JSON.stringify(r)}`,
  read: (text) =>
    text.startsWith('signed:') ? (JSON.parse(text.slice('signed:'.length)) as never) : undefined,
};

/**
 * The use case over in-memory ports. `licences`: each agent's licence rows (an agent not listed has
 * no profile); `agents`: the profile codes each organization may name as referring agent.
 */
export const setup = (
  world: {
    /** By profile reference (an agent's) or organization code (an agency's own). */
    readonly licences?: Readonly<Record<string, readonly LicenceRow[]>>;
    readonly agents?: Readonly<Record<string, readonly string[]>>;
  } = {},
) => {
  const categories = { CM: 'DIRECT', AG1: 'AGENCY' };
  const store = new InMemoryPurchaseStore<TestKept>(categories);
  const payments = new FakePaymentProvider();
  const logs: string[] = [];
  const reads = { profiles: 0 };
  const deps: CreatePolicyDeps<TestKept> = {
    catalogue: catalogueOf(sampleCatalogue()),
    payments: payments.port,
    store,
    answers: testAnswers,
    licences: {
      findProfile: async (ref) => {
        reads.profiles += 1;
        const licenses = world.licences?.[ref];
        return licenses ? ({ profileRef: ref, licenses } as unknown as AgentProfile) : undefined;
      },
      organizations: async () =>
        Object.entries(categories).map(([code, category]) => ({
          code,
          category,
          parentCode: null,
          organizationName: code,
          organizationNameInFrench: code,
          salesChannel: category === 'AGENCY' ? 'b2b' : 'b2c',
        })),
      agencyLicences: async (code) => world.licences?.[code] ?? [],
    },
    referrers: {
      isReferringAgent: async (org, code) => world.agents?.[org]?.includes(code) ?? false,
    },
    quoteReferences,
    now: () => NOW,
    newId: (() => {
      let n = 0;
      return () => `id-${++n}`;
    })(),
    hash: (t) => createHash('sha256').update(t).digest('hex'),
    log: (event) => void logs.push(event),
    replayWaitMs: 500,
    // Unavailable providers are retried at once in these tests.
    providerCalls: { timeoutMs: 1_000, baseDelayMs: 1, retries: 2 },
  };
  return { store, payments, deps, logs, reads };
};
