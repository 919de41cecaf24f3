import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { Cents } from '@tripx/domain';
import type {
  PolicyEvent,
  PolicyPax,
  PolicyReadRepository,
  PolicyView,
} from '../policy-read.repository.port';
import { run } from '../../rating/test-support/fake-ports';
import {
  GetPolicyHistoryUseCase,
  GetPolicyUseCase,
  historyChannel,
  ListPolicyNotesUseCase,
} from './get-policy';

const policy = (groupNumber: string, organizationCode: string, soldBy: string | null): PolicyView => ({
  groupNumber,
  organizationCode,
  soldBy,
  referredBy: null,
  salesChannel: 'b2b',
  travellerType: 'SINGLE',
  travellerCategory: 'TRAVELLING_CANADIANS',
  language: 'en',
  purchaseDate: '2026-01-01T00:00:00.000Z',
  tripInformation: {},
  places: { departure: null, destinations: [] },
  paxes: [],
  dependents: [],
  manulifeEmployeeRelationship: null,
  hasCompanionDiscount: false,
  organizationName: null,
  agentName: null,
});
const policies: Record<string, PolicyView> = {
  P1: policy('G1', 'TOR', 'agent-1'),
  P2: policy('G2', 'TOR', 'agent-2'),
  P3: policy('G3', 'MTL', 'agent-3'),
};
const repo = {
  findByPolicyNumber: async (n: string) => policies[n],
  notes: async (n: string) => [{ id: 'n', ownerCode: n, note: 'hello', authorName: 'x', createdAt: '' }],
} as unknown as PolicyReadRepository;
const getPolicy = (r: PolicyReadRepository, actor: Actor, n: string) =>
  run(new GetPolicyUseCase(r).execute(actor, n));
const listNotes = (r: PolicyReadRepository, actor: Actor, n: string) =>
  run(new ListPolicyNotesUseCase(r).execute(actor, n));
const notFound = { ok: false, error: expect.objectContaining({ _tag: 'PolicyNotFound', code: 'notFound' }) };

const user = (profileRef: string, dataScope: 'ALL' | 'ORGANIZATION' | 'OWN', orgs: string[]): Actor => ({
  kind: 'user',
  organizationCode: orgs[0] ?? null,
  profileRef,
  profileCode: profileRef,
  name: profileRef,
  userType: 'CIAM_ID',
  role: 'Consultant_Own',
  claims: ['POLICY_READ'],
  dataScope,
  organizations: orgs.map((code) => ({ code, isDefault: false })),
  organizationsInScope: orgs,
});

describe('reading one policy within the data scope', () => {
  it('lets an own-policies agent read the policy they sold', async () => {
    expect((await getPolicy(repo, user('agent-1', 'OWN', ['TOR']), 'P1')).ok).toBe(true);
  });
  it('never lets an own-policies agent read another agent’s policy, even in the same agency', async () => {
    expect(await getPolicy(repo, user('agent-1', 'OWN', ['TOR']), 'P2')).toEqual(notFound);
    expect(await listNotes(repo, user('agent-1', 'OWN', ['TOR']), 'P2')).toEqual(notFound);
  });
  it('lets an organization-scope user read every policy of the organization, not others', async () => {
    const admin = user('boss', 'ORGANIZATION', ['TOR']);
    expect((await getPolicy(repo, admin, 'P2')).ok).toBe(true);
    expect((await getPolicy(repo, admin, 'P3')).ok).toBe(false);
  });
  it('answers an anonymous caller and an unknown number alike: notFound', async () => {
    expect(await getPolicy(repo, { kind: 'anonymous', organizationCode: null }, 'P1')).toEqual(notFound);
    expect(await getPolicy(repo, user('staff', 'ALL', []), 'NOPE')).toEqual(notFound);
  });
});

const pax = (policyNumber: string, payments: PolicyPax['payments']): PolicyPax => ({
  policyNumber,
  referenceNumber: 1,
  firstName: 'Ada',
  lastName: 'Roy',
  age: 40,
  dateOfBirth: null,
  benefits: [],
  policyStatus: 'ACTIVE',
  plan: { code: 'SEMH', name: null },
  premiumTotal: 10_000 as Cents,
  contact: {},
  questionnaires: [],
  payments,
});
const payment = (type: string, amount: number) => ({
  paymentDate: '2026-01-01T00:00:00.000Z',
  type,
  method: 'CREDIT_CARD',
  amount: amount as Cents,
  cardReference: null,
  cardBrand: null,
  cardLast4: null,
});

describe('the overview of a policy', () => {
  it('says what each traveller policy was paid and refunded, from its own payments only', async () => {
    const booking: PolicyView = {
      ...policy('G9', 'TOR', 'agent-1'),
      paxes: [
        pax('P9', [payment('CHARGE', 10_000), payment('CHARGE', 300), payment('REFUND', 2_500)]),
        pax('P10', [payment('CHARGE', 7_000)]),
      ],
    };
    const r = { findByPolicyNumber: async () => booking } as unknown as PolicyReadRepository;
    const answer = await getPolicy(r, user('agent-1', 'OWN', ['TOR']), 'P9');
    expect(
      answer.ok && answer.value.paxes.map((p) => [p.policyNumber, p.paidCents, p.refundedCents]),
    ).toEqual([
      ['P9', 10_300, 2_500],
      ['P10', 7_000, 0],
    ]);
  });
});

const event = (over: Partial<PolicyEvent>): PolicyEvent => ({
  at: '2026-01-01T00:00:00.000Z',
  actorRef: null,
  actor: null,
  action: 'CREATED',
  fieldChanged: 'status',
  from: null,
  to: 'PENDING',
  ...over,
});

describe('the timeline of a policy', () => {
  it('names the channel from who made the change: staff, agent, the traveller online, or the system', () => {
    const staff = { name: 'Sam Staff', userType: 'LAN_ID' };
    const agent = { name: 'Alex Agent', userType: 'CIAM_ID' };
    expect([
      historyChannel(event({ actorRef: 'prf-admin', actor: staff, action: 'ENDORSED' }), 'b2b'),
      historyChannel(event({ actorRef: 'prf-agent', actor: agent }), 'b2b'),
      historyChannel(event({}), 'b2c'),
      historyChannel(event({ action: 'ACTIVATED' }), 'b2c'),
      historyChannel(event({ action: 'ENDORSEMENT_REVERTED' }), 'b2c'),
      historyChannel(event({}), 'b2b'),
      // A profile that no longer exists: its name is unknown, and so is where it worked.
      historyChannel(event({ actorRef: 'prf-gone' }), 'b2c'),
    ]).toEqual(['STAFF', 'AGENT', 'ONLINE', 'ONLINE', 'SYSTEM', 'SYSTEM', 'SYSTEM']);
  });

  it('answers each change with the name of who made it, within the data scope only', async () => {
    const r = {
      findByPolicyNumber: async (n: string) => policies[n],
      history: async () => [
        event({ actorRef: 'agent-1', actor: { name: 'Alex Agent', userType: 'CIAM_ID' } }),
        event({ action: 'ENDORSEMENT_REVERTED' }),
      ],
    } as unknown as PolicyReadRepository;
    const history = (actor: Actor, n: string) => run(new GetPolicyHistoryUseCase(r).execute(actor, n));
    const answer = await history(user('agent-1', 'OWN', ['TOR']), 'P1');
    expect(answer.ok && answer.value.map((e) => [e.actorName, e.channel, e.action])).toEqual([
      ['Alex Agent', 'AGENT', 'CREATED'],
      [null, 'SYSTEM', 'ENDORSEMENT_REVERTED'],
    ]);
    expect(answer.ok && Object.keys(answer.value[0] ?? {})).not.toContain('actor');
    expect(await history(user('agent-1', 'OWN', ['TOR']), 'P2')).toEqual(notFound);
  });
});
