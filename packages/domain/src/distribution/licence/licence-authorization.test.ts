import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAIMS } from '../../access/claims';
import { ROLE_CLAIMS, USER_ROLES } from '../../access/roles';
import { ROLE_DATA_SCOPE } from '../../access/data-scope';
import { LICENCE_STATUSES } from '../../shared/enums';
import { licenceWriteAllowed, mayAuthorizeLicences, type LicenceTerms } from './licence-authorization';

const terms: fc.Arbitrary<LicenceTerms> = fc.record({
  status: fc.constantFrom(...LICENCE_STATUSES),
  licensedProvince: fc.constantFrom('ON', 'QC'),
  licenseNumber: fc.constantFrom('N1', 'N2'),
  expiryDate: fc.constantFrom(null, '2030-01-31'),
});

describe('licence authorization', () => {
  it('only insurer staff holding the licence claim may authorize', () => {
    const may = USER_ROLES.filter((r) =>
      mayAuthorizeLicences({ dataScope: ROLE_DATA_SCOPE[r], claims: ROLE_CLAIMS[r] }),
    );
    expect(may).toEqual(['Staff_Admin']);
    expect(mayAuthorizeLicences({ dataScope: 'ORGANIZATION', claims: CLAIMS })).toBe(false);
  });

  it('property: a partner never creates an AUTHORIZED licence nor changes what an authorization covers', () => {
    fc.assert(
      fc.property(terms, fc.option(terms, { nil: undefined }), (after, before) => {
        const allowed = licenceWriteAllowed(false, after, before);
        if (after.status === 'AUTHORIZED' && before === undefined) expect(allowed).toBe(false);
        if (after.status === 'AUTHORIZED' && before && before.status !== 'AUTHORIZED')
          expect(allowed).toBe(false);
        if (allowed && after.status === 'AUTHORIZED')
          expect({ ...before, status: 'AUTHORIZED' }).toEqual({ ...after });
        if (after.status !== 'AUTHORIZED') expect(allowed).toBe(true);
        expect(licenceWriteAllowed(true, after, before)).toBe(true);
      }),
    );
  });
});
