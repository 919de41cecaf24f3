import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { PolicyReadRepository, PolicyView } from '../policy-read.repository.port';
import { run } from '../../rating/test-support/fake-ports';
import { GetPolicyUseCase, ListPolicyNotesUseCase } from './get-policy';

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
  paxes: [],
  dependents: [],
  manulifeEmployeeRelationship: null,
  hasCompanionDiscount: false,
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
