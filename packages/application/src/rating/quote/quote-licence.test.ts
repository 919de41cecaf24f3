import { aQuoteRequest } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import type { AgentProfile, LicenceRow } from '../../distribution/distribution-read.repository.port';
import type { Seller } from '../../distribution/assert-agent-may-book/licence-refusal';
import { aLicenceRow } from '../../purchase/test-support/purchase-fixtures';
import { quoteLicenceRefusal } from './quote-licence';

const NOW = new Date('2025-06-01T15:00:00Z');
const agent: Seller = { profileRef: 'prf-agent', userType: 'CIAM_ID' };

/** The refusal for `seller` quoting `body`, and how many profiles were read to decide it. */
const refusal = async (seller: Seller, licences: readonly LicenceRow[], body: unknown = aQuoteRequest()) => {
  let reads = 0;
  const read = {
    findProfile: async () => {
      reads += 1;
      return { licenses: licences } as unknown as AgentProfile;
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
