import { sellsThroughConsumerLinks } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Organization } from '../organization.repository.port';
import { saleOrganization, type SaleHint } from './sale-organization';

type Linked = Pick<Organization, 'code' | 'category' | 'whiteLabel'>;

const org = (code: string, category: string, referenceId: string | null = null): Linked => ({
  code,
  category,
  whiteLabel: referenceId === null ? null : { referenceId, logoFile: null },
});

const repoOf = (orgs: readonly Linked[]) => ({
  findByCode: async (code: string) => orgs.find((o) => o.code === code) as Organization | undefined,
  findByReferenceId: async (ref: string) =>
    orgs.find((o) => o.whiteLabel?.referenceId === ref) as Organization | undefined,
});

const DEMO = [org('CM', 'DIRECT'), org('MAPLE', 'AGENCY'), org('NORTHBANK', 'WHITE_LABEL', 'NBT2024')];
const consumer = (refCode: string | null): SaleHint => ({ session: null, signedIn: false, refCode });

const CODES = ['CM', 'AG', 'WL', 'DX', 'OT'];
const REFS = ['R1', 'R2', 'R3'];
const anOrganization = fc.record({
  code: fc.constantFrom(...CODES),
  category: fc.constantFrom('AGENCY', 'WHITE_LABEL', 'DIRECT', 'INSURER'),
  referenceId: fc.option(fc.constantFrom(...REFS), { nil: null }),
});
const organizations = fc
  .uniqueArray(anOrganization, { selector: (o) => o.code, maxLength: CODES.length })
  .map((list) => {
    const refs = new Set<string>();
    // One organization per reference id, as the schema's unique column has it.
    return list.map((o) => {
      const ref = o.referenceId !== null && !refs.has(o.referenceId) ? o.referenceId : null;
      if (ref) refs.add(ref);
      return org(o.code, o.category, ref);
    });
  });
const hints = fc.record({
  session: fc.option(fc.constantFrom(...CODES), { nil: null }),
  signedIn: fc.boolean(),
  refCode: fc.option(fc.oneof(fc.constantFrom(...CODES, ...REFS), fc.string({ maxLength: 8 })), {
    nil: null,
  }),
});

describe('saleOrganization: who a quote or a purchase is sold by', () => {
  it('a consumer’s partner link: the agency by its code, the white label by its reference id', async () => {
    const repo = repoOf(DEMO);
    expect(await saleOrganization(repo, consumer('MAPLE'))).toBe('MAPLE');
    expect(await saleOrganization(repo, consumer('NBT2024'))).toBe('NORTHBANK');
  });

  it('no link, an unknown code or the insurer’s direct channel: the session’s (null, the default)', async () => {
    const repo = repoOf(DEMO);
    for (const refCode of [null, '', 'NOPE', 'CM', 'maple'])
      expect(await saleOrganization(repo, consumer(refCode))).toBeNull();
  });

  it('property: a signed-in user’s session organization wins over any link', async () => {
    await fc.assert(
      fc.asyncProperty(organizations, hints, async (orgs, hint) => {
        const signedIn = { ...hint, signedIn: true };
        expect(await saleOrganization(repoOf(orgs), signedIn)).toBe(hint.session);
      }),
    );
  });

  it('property: a consumer’s sale is the session’s or a partner that sells through its links, never another', async () => {
    await fc.assert(
      fc.asyncProperty(organizations, hints, async (orgs, hint) => {
        const sold = await saleOrganization(repoOf(orgs), { ...hint, signedIn: false });
        if (sold === hint.session) return;
        const seller = orgs.find((o) => o.code === sold);
        expect(seller && sellsThroughConsumerLinks(seller)).toBe(true);
        expect([seller?.code, seller?.whiteLabel?.referenceId]).toContain(hint.refCode);
      }),
    );
  });

  it('property: an ineligible organization’s link never changes the organization', async () => {
    await fc.assert(
      fc.asyncProperty(organizations, hints, async (orgs, hint) => {
        // Every organization made ineligible: the insurer's direct channel, with no white-label link.
        const direct = orgs.map((o) => org(o.code, 'DIRECT'));
        const consumerHint = { ...hint, signedIn: false };
        expect(await saleOrganization(repoOf(direct), consumerHint)).toBe(hint.session);
      }),
    );
  });
});
