import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import type { OrganizationNode } from '../distribution-read.repository.port';
import {
  getAgencyHierarchy as getAgencyHierarchyEffect,
  listOrganizations as listOrganizationsEffect,
} from './list-organizations';
import { Effect } from 'effect';
import { outcome } from '../test-support/outcome';

const getAgencyHierarchy = (...a: Parameters<typeof getAgencyHierarchyEffect>) =>
  outcome(getAgencyHierarchyEffect(...a));
const listOrganizations = (...a: Parameters<typeof listOrganizationsEffect>) =>
  Effect.runPromise(listOrganizationsEffect(...a));

const node = (code: string, parentCode: string | null, en: string, fr: string): OrganizationNode => ({
  code,
  parentCode,
  organizationName: en,
  organizationNameInFrench: fr,
  category: 'AGENCY',
  salesChannel: 'b2b',
});
const all = [
  node('A', null, 'Zeta Travel', 'Voyages Alpha'),
  node('A1', 'A', 'Alpha North', 'Zêta Nord'),
  node('B', null, 'Beta Tours', 'Tours Bêta'),
];
const repo = { organizations: async () => all };
const agencyAdmin = {
  kind: 'user',
  dataScope: 'ORGANIZATION',
  organizationsInScope: ['A', 'A1'],
} as unknown as Actor;

describe('organizations of the distribution screens', () => {
  it('builds the hierarchy below an organization the caller may see', async () => {
    const r = await getAgencyHierarchy(repo, agencyAdmin, 'A');
    expect(r.ok && r.value.children.map((c) => c.code)).toEqual(['A1']);
  });
  it('hides an organization outside the caller’s scope', async () => {
    expect(await getAgencyHierarchy(repo, agencyAdmin, 'B')).toMatchObject({ ok: false, code: 'notFound' });
  });
  it('sorts by the French name in French (spec 9) and never lists out-of-scope organizations', async () => {
    const fr = await listOrganizations(repo, agencyAdmin, { lang: 'fr' });
    expect(fr.map((o) => o.code)).toEqual(['A', 'A1']);
    const en = await listOrganizations(repo, agencyAdmin, { lang: 'en' });
    expect(en.map((o) => o.code)).toEqual(['A1', 'A']);
  });
});
