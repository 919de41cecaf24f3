import { describe, expect, it } from 'vitest';
import type { Organization, OrganizationRepository } from '../organization.repository.port';
import { outcome } from '../../distribution/test-support/outcome';
import { getContent as getContentEffect } from './get-content';

const getContent = (...a: Parameters<typeof getContentEffect>) => outcome(getContentEffect(...a));

const org = (code: string, extra: Partial<Organization> = {}): Organization => ({
  code,
  parentCode: null,
  nameEn: `${code} en`,
  nameFr: `${code} fr`,
  salesChannel: 'b2c',
  language: 'en',
  category: 'DIRECT',
  isDefault: false,
  whiteLabel: null,
  logoFile: null,
  contentRoot: '/',
  whiteLabelRoot: null,
  content: { en: { banner: `${code} banner` }, fr: { banner: `bannière ${code}` } },
  contacts: [],
  ...extra,
});
const orgs = [
  org('CM', { isDefault: true, logoFile: 'cm.svg' }),
  org('WL', {
    category: 'WHITE_LABEL',
    whiteLabel: { referenceId: 'REF1', logoFile: 'wl.svg' },
    logoFile: 'wl.svg',
  }),
  org('AG', { salesChannel: 'b2b', category: 'AGENCY', logoFile: 'ag.svg' }),
];
const repo: OrganizationRepository = {
  findByCode: async (c) => orgs.find((o) => o.code === c),
  findByReferenceId: async (r) => orgs.find((o) => o.whiteLabel?.referenceId === r),
  findDefault: async () => orgs.find((o) => o.isDefault),
};

describe('get content', () => {
  it('serves the asked organization in the asked language', async () => {
    const r = await getContent(repo, { lang: 'fr', hint: { requested: 'AG' } });
    expect(r.ok && r.value.contract.content).toEqual({ banner: 'bannière AG' });
    expect(r.ok && r.value.salesChannel).toBe('b2b');
  });
  it('finds a white label by its reference code', async () => {
    const r = await getContent(repo, { lang: 'en', hint: { refCode: 'REF1' } });
    expect(r.ok && r.value.organization.whiteLabel).toEqual({ referenceId: 'REF1', logoFile: 'wl.svg' });
  });
  it('answers the display of the category: an agency by its code as reference code, its logo and the premium with its basis', async () => {
    const agency = await getContent(repo, { lang: 'en', hint: { refCode: 'AG' } });
    expect(agency.ok && agency.value.organization.display).toEqual({
      category: 'AGENCY',
      showsLogo: true,
      logoFile: 'ag.svg',
      premiumDisplay: 'coverageOrTripCost',
    });
    const direct = await getContent(repo, { lang: 'en', hint: {} });
    expect(direct.ok && direct.value.organization.display).toMatchObject({
      logoFile: null,
      premiumDisplay: 'premium',
    });
  });
  it('falls back to the default organization for an unknown reference code', async () => {
    const r = await getContent(repo, { lang: 'en', hint: { refCode: 'nobody' } });
    expect(r.ok && r.value.organization.code).toBe('CM');
  });
  it('reports an unknown organization asked by code as notFound', async () => {
    expect(await getContent(repo, { lang: 'en', hint: { requested: 'ZZ' } })).toMatchObject({
      ok: false,
      error: expect.objectContaining({ _tag: 'OrganizationNotFound', code: 'notFound' }),
    });
  });
});
