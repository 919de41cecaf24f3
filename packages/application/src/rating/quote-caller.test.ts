import { DEFAULT_ORGANIZATION_CODE } from '@tripx/domain';
import { aQuoteRequest, sampleCatalogue } from '@tripx/domain/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgentProfile } from '../distribution/distribution-read.repository.port';
import type { LicenceReads, Seller } from '../distribution/assert-agent-may-book/licence-refusal';
import { aLicenceRow } from '../purchase/test-support/purchase-fixtures';
import { CheckEligibilityUseCase } from './check-eligibility/check-eligibility';
import { QuoteUseCase } from './quote/quote';
import type { QuoteCaller } from './quote-caller';
import { RecommendUseCase } from './recommend/recommend';
import { catalogueOf, clockAt, run } from './test-support/fake-ports';

const clock = clockAt('2025-06-01T15:00:00Z');
const catalogue = catalogueOf(sampleCatalogue());

/** Agents' licences: prf-on sells in Ontario only, prf-none nowhere. */
const licences: LicenceReads = {
  findProfile: async (profileRef) =>
    ({ licenses: profileRef === 'prf-on' ? [aLicenceRow({ profileRef })] : [] }) as unknown as AgentProfile,
  organizations: async () => [],
  agencyLicences: async () => [],
};
const quote = new QuoteUseCase(catalogue, clock, undefined, licences);
const eligibility = new CheckEligibilityUseCase(catalogue, clock, licences);
const recommend = new RecommendUseCase(catalogue, clock, licences);

const SELLERS: Readonly<Record<string, Seller>> = {
  consumer: { profileRef: null, userType: null },
  staff: { profileRef: 'prf-staff', userType: 'LAN_ID' },
  licensedInOntario: { profileRef: 'prf-on', userType: 'CIAM_ID' },
  unlicensed: { profileRef: 'prf-none', userType: 'CIAM_ID' },
};

/** What the three answer: a refusal's tag and code, or "answered". */
const outcome = async (answer: Promise<{ ok: boolean; error?: unknown }>) => {
  const r = await answer;
  if (r.ok) return 'answered';
  const { _tag, code } = r.error as { _tag: string; code: string };
  return `${_tag}:${code}`;
};

describe('callerRefusal: one rule for the quote, the recommendation and the eligibility check', () => {
  it('the three refuse the same callers with the same refusal: another organization, then an agent where not licensed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(SELLERS)),
        fc.constantFrom(null, 'ACME'),
        fc.constantFrom(undefined, DEFAULT_ORGANIZATION_CODE, 'ACME', 'OTHER'),
        fc.constantFrom('ON', 'QC', 'AB'),
        async (sellerName, organizationCode, named, province) => {
          const caller: QuoteCaller = { organizationCode, seller: SELLERS[sellerName]! };
          const base = aQuoteRequest();
          const body = {
            ...base,
            tripInformation: { ...base.tripInformation, provinceOfResidence: province },
            ...(named === undefined ? {} : { organizationCode: named }),
          };
          const expected =
            named !== undefined && named !== (organizationCode ?? DEFAULT_ORGANIZATION_CODE)
              ? 'OrganizationMismatch:organizationMismatch'
              : sellerName === 'unlicensed' || (sellerName === 'licensedInOntario' && province !== 'ON')
                ? 'LicenceRefused:licenceMissing'
                : 'answered';
          expect({
            quote: await outcome(run(quote.execute(body, caller))),
            eligibility: await outcome(run(eligibility.execute(body, caller))),
            recommendation: await outcome(run(recommend.execute(body, caller))),
          }).toEqual({ quote: expected, eligibility: expected, recommendation: expected });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('without the licences port (the CLI) nobody is asked for a licence; the organization still is', async () => {
    const cli = new CheckEligibilityUseCase(catalogue, clock);
    const agent: QuoteCaller = { organizationCode: null, seller: SELLERS['unlicensed']! };
    expect(await outcome(run(cli.execute(aQuoteRequest(), agent)))).toBe('answered');
    expect(await outcome(run(cli.execute({ ...aQuoteRequest(), organizationCode: 'OTHER' })))).toBe(
      'OrganizationMismatch:organizationMismatch',
    );
  });
});
