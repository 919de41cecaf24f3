import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { AgentCriteria, OrganizationNode } from '../distribution-read.repository.port';
import {
  findOrganizationByCode as findOrganizationByCodeEffect,
  ownOrganizations as ownOrganizationsEffect,
  searchInternalUsers as searchInternalUsersEffect,
} from './own-organization';
import { Effect } from 'effect';
import { outcome } from '../test-support/outcome';

const findOrganizationByCode = (...a: Parameters<typeof findOrganizationByCodeEffect>) =>
  outcome(findOrganizationByCodeEffect(...a));
const searchInternalUsers = (...a: Parameters<typeof searchInternalUsersEffect>) =>
  outcome(searchInternalUsersEffect(...a));
const ownOrganizations = (...a: Parameters<typeof ownOrganizationsEffect>) =>
  Effect.runPromise(ownOrganizationsEffect(...a));

const node = (code: string, parentCode: string | null): OrganizationNode => ({
  code,
  parentCode,
  organizationName: code,
  organizationNameInFrench: code,
  category: 'AGENCY',
  salesChannel: 'b2b',
});
const repo = { organizations: async () => [node('A', null), node('A1', 'A'), node('B', null)] };
const user = (over: Record<string, unknown>) => ({ kind: 'user', ...over }) as unknown as Actor;
const agencyUser = user({
  dataScope: 'ORGANIZATION',
  organizationsInScope: ['A', 'A1'],
  organizations: [
    { code: 'A1', isDefault: false },
    { code: 'A', isDefault: true },
  ],
});
const staff = user({ dataScope: 'ALL', organizationsInScope: [], organizations: [] });

describe('the caller’s own organizations and the internal directory', () => {
  it('org: default first; anonymous callers get none', async () => {
    expect((await ownOrganizations(repo, agencyUser)).map((o) => [o.code, o.default])).toEqual([
      ['A', true],
      ['A1', false],
    ]);
    expect(await ownOrganizations(repo, { kind: 'anonymous', organizationCode: null })).toEqual([]);
  });

  it('findByOrgCode: only within the caller’s scope', async () => {
    expect((await findOrganizationByCode(repo, agencyUser, 'A1')).ok).toBe(true);
    expect(await findOrganizationByCode(repo, agencyUser, 'B')).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect((await findOrganizationByCode(repo, staff, 'B')).ok).toBe(true);
  });

  it('users-internal: LAN_ID users for staff; agency users are refused without a query', async () => {
    const asked: AgentCriteria[] = [];
    const read = {
      searchAgents: async (c: AgentCriteria) => {
        asked.push(c);
        return { total: 0, agents: [] };
      },
    };
    expect(await searchInternalUsers(read, agencyUser, {})).toMatchObject({ ok: false, code: 'forbidden' });
    expect(asked).toEqual([]);
    expect((await searchInternalUsers(read, staff, { firstName: 'sam' })).ok).toBe(true);
    expect(asked).toEqual([{ firstName: 'sam', userType: 'LAN_ID' }]);
  });
});
