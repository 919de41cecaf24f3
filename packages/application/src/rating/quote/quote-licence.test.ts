import { aQuoteRequest } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import type { AgentProfile, LicenceRow } from '../../distribution/distribution-read.repository.port';
import type { Seller } from '../../distribution/assert-agent-may-book/licence-refusal';
import { aLicenceRow } from '../../purchase/test-support/purchase-fixtures';
import { quoteLicenceRefusal } from './quote-licence';

const NOW = new Date('2025-06-01T15:00:00Z');
const agent: Seller = { profileRef: 'prf-agent', userType: 'CIAM_ID' };

/** The organizations a partner's key may sell for: an agency and a direct seller. */
const ORGANIZATIONS = [
  { code: 'AG1', category: 'AGENCY' },
  { code: 'CM', category: 'DIRECT' },
].map((o) => ({
  ...o,
  parentCode: null,
  organizationName: o.code,
  organizationNameInFrench: o.code,
  salesChannel: 'b2b',
}));

/**
 * The refusal for `seller` quoting `body`, and how many licence lists were read to decide it
 * (the agent's profile, or its organization's own licences).
 */
const refusal = async (seller: Seller, licences: readonly LicenceRow[], body: unknown = aQuoteRequest()) => {
  let reads = 0;
  const read = {
    findProfile: async () => {
      reads += 1;
      return { licenses: licences } as unknown as AgentProfile;
    },
    organizations: async () => ORGANIZATIONS,
    agencyLicences: async () => {
      reads += 1;
      return licences;
    },
  };
  return { refused: await quoteLicenceRefusal(read, seller, body, NOW), reads };
};

describe('quoteLicenceRefusal (POST /api/quote by an agent)', () => {
  it.each([
    ['licenceMissing', aLicenceRow({ licensedProvince: 'QC' })],
    ['licenceExpired', aLicenceRow({ expiryDate: '2025-05-31' })],
    ['licenceNotAuthorized', aLicenceRow({ status: 'RENEWAL_PENDING' })],
  ] as const)('refuses %s, pointing at the province of residence', async (code, licence) => {
    const { refused } = await refusal(agent, [licence]);
    expect(refused).toMatchObject({
      _tag: 'LicenceRefused',
      code,
      fields: [{ path: 'tripInformation.provinceOfResidence', code }],
    });
  });

  it('lets a licensed agent quote', async () => {
    expect((await refusal(agent, [aLicenceRow()])).refused).toBeUndefined();
  });

  it('a partner key of an agency sells under the agency’s own licences, by the same rule', async () => {
    const partner: Seller = { profileRef: null, userType: null, partnerOrganization: 'AG1' };
    const agency = aLicenceRow({ profileRef: undefined });
    expect(await refusal(partner, [agency])).toEqual({ refused: undefined, reads: 1 });
    expect((await refusal(partner, [{ ...agency, status: 'NOT_AUTHORIZED' }])).refused).toMatchObject({
      _tag: 'LicenceRefused',
      code: 'licenceNotAuthorized',
    });
    expect((await refusal(partner, [])).refused).toMatchObject({ code: 'licenceMissing' });
    // An organization nobody knows sells nowhere.
    const unknown = { ...partner, partnerOrganization: 'NOPE' };
    expect(await refusal(unknown, [agency])).toMatchObject({ refused: { code: 'licenceMissing' }, reads: 0 });
  });

  it('a partner key of a direct seller sells to consumers, who need no licence', async () => {
    const partner: Seller = { profileRef: null, userType: null, partnerOrganization: 'CM' };
    expect(await refusal(partner, [])).toEqual({ refused: undefined, reads: 0 });
  });

  it('reads nothing for consumers, insurer staff, or a body without a valid province (the quote answers 400)', async () => {
    for (const seller of [
      { profileRef: null, userType: null },
      { profileRef: 'prf-staff', userType: 'LAN_ID' },
    ] as const)
      expect(await refusal(seller, [])).toEqual({ refused: undefined, reads: 0 });
    const noProvince = { ...aQuoteRequest(), tripInformation: { provinceOfResidence: 'ZZ' } };
    expect(await refusal(agent, [], noProvince)).toEqual({ refused: undefined, reads: 0 });
  });
});
