import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrganizationScope } from '../../access/may-act-on';
import type { Actor } from '../../session/session';
import type { AgentRow, OrganizationNode } from '../distribution-read.repository.port';
import { agencyOf, listOrganizationUsers } from './list-organization-users';

const node = (code: string, parentCode: string | null, category: string): OrganizationNode => ({
  code,
  parentCode,
  organizationName: code,
  organizationNameInFrench: code,
  category,
  salesChannel: 'b2b',
});
const TREE = [
  node('INSURER', null, 'INSURER'),
  node('MAPLE', 'INSURER', 'AGENCY'),
  node('MAPLE-TOR', 'MAPLE', 'BRANCH'),
  node('DIRECT', null, 'DIRECT'),
];
const lea: AgentRow = {
  profileRef: 'prf-lea',
  profileCode: 'lea@example.com',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.com',
  status: 'ACTIVE',
  role: 'Consultant_Own',
  title: 'Travel Consultant - Own policies',
  language: 'fr',
  organizationCode: 'MAPLE-TOR',
  province: 'ON',
  employmentType: 'FULL_TIME',
};
const agencyAdmin = {
  kind: 'user',
  dataScope: 'ORGANIZATION',
  organizationsInScope: ['MAPLE', 'MAPLE-TOR'],
} as unknown as Actor;

/** The repository over one organization's users; the scope it was asked with is kept. */
const repoOf = (rows: readonly AgentRow[]) => {
  const asked: { code?: string; scope?: OrganizationScope } = {};
  return {
    asked,
    repo: {
      searchAgents: async (c: { organizationCode?: string }, scope: OrganizationScope) => {
        asked.code = c.organizationCode;
        asked.scope = scope;
        const visible = scope.kind === 'ALL' || scope.codes.includes(c.organizationCode ?? '');
        return visible ? { total: rows.length, agents: rows } : { total: 0, agents: [] };
      },
      licensedProvinces: async (refs: readonly string[]) =>
        new Map(refs.includes('prf-lea') ? [['prf-lea', ['ON', 'QC']]] : []),
      organizations: async () => TREE,
    },
  };
};

describe('agentlist: the users of an organization as user records (spec 3)', () => {
  it('answers every field of the user record, from the profile, its licences and its agency', async () => {
    const { repo, asked } = repoOf([
      lea,
      { ...lea, profileRef: 'prf-bo', firstName: 'Bo', employmentType: null },
    ]);
    const users = await Effect.runPromise(listOrganizationUsers(repo, agencyAdmin, 'MAPLE-TOR'));
    expect(asked).toEqual({ code: 'MAPLE-TOR', scope: { kind: 'SOME', codes: ['MAPLE', 'MAPLE-TOR'] } });
    expect(users[0]).toEqual({
      organizationCode: 'MAPLE-TOR',
      agentId: 'prf-lea',
      firstName: 'Léa',
      lastName: 'Martin',
      emailAddress: 'lea.martin@example.com',
      role: 'Consultant_Own',
      preferredLang: 'fr',
      provinceLicense: ['ON', 'QC'],
      status: 'ACTIVE',
      agencyCode: 'MAPLE',
      profileCode: 'lea@example.com',
      profileRef: 'prf-lea',
      employmentType: 'FULL_TIME',
    });
    expect(users[1]).toMatchObject({ agentId: 'prf-bo', provinceLicense: [], employmentType: null });
  });

  it('an organization out of the caller’s scope lists nobody', async () => {
    const { repo } = repoOf([lea]);
    expect(await Effect.runPromise(listOrganizationUsers(repo, agencyAdmin, 'DIRECT'))).toEqual([]);
  });

  it('property: the agency is the nearest organization of the agency category at or above, never one outside the chain', () => {
    const codes = TREE.map((n) => n.code);
    fc.assert(
      fc.property(fc.constantFrom(...codes, 'UNKNOWN'), (code) => {
        const found = agencyOf(TREE, code);
        const chain: string[] = [];
        for (let n = TREE.find((x) => x.code === code); n; n = TREE.find((x) => x.code === n?.parentCode))
          chain.push(n.code);
        const expected = chain.find((c) => TREE.find((x) => x.code === c)?.category === 'AGENCY') ?? null;
        expect(found).toBe(expected);
      }),
    );
    // A cycle in the data does not loop forever.
    expect(agencyOf([node('X', 'Y', 'BRANCH'), node('Y', 'X', 'BRANCH')], 'X')).toBeNull();
  });
});
