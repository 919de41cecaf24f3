import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrganization, arbOrganization } from '../test-support/organization';
import { arbLanguage } from '../test-support/inputs';
import {
  compareOrganizations,
  organizationDisplayName,
  pickDefaultOrganization,
  sortOrganizationsByName,
} from './organization-names';

const orgs = [
  anOrganization({ code: 'ZT', organizationName: 'Zeta Travel', organizationNameInFrench: 'Agence Zêta' }),
  anOrganization({ code: 'EC', organizationName: 'École Voyages', organizationNameInFrench: null }),
  anOrganization({ code: 'AB', organizationName: 'abc tours', organizationNameInFrench: '  ' }),
  anOrganization({ code: 'ED', organizationName: 'Edge Trips', organizationNameInFrench: 'Élan Voyages' }),
];

describe('organizations', () => {
  it('shows the French name in French, falling back to the English one', () => {
    expect(organizationDisplayName(orgs[0]!, 'fr')).toBe('Agence Zêta');
    expect(organizationDisplayName(orgs[0]!, 'en')).toBe('Zeta Travel');
    expect(organizationDisplayName(orgs[1]!, 'fr')).toBe('École Voyages');
    expect(organizationDisplayName(orgs[2]!, 'fr')).toBe('abc tours');
  });

  it('sorts by the shown name with the language collation, not by code points', () => {
    expect(sortOrganizationsByName(orgs, 'en').map((o) => o.code)).toEqual(['AB', 'EC', 'ED', 'ZT']);
    expect(sortOrganizationsByName(orgs, 'fr').map((o) => o.code)).toEqual(['AB', 'ZT', 'EC', 'ED']);
    expect(orgs.map((o) => o.code)).toEqual(['ZT', 'EC', 'AB', 'ED']);
  });

  it('picks the default organization, else the first, else CM', () => {
    expect(
      pickDefaultOrganization([{ organizationCode: 'A1' }, { organizationCode: 'B2', default: true }]),
    ).toBe('B2');
    expect(
      pickDefaultOrganization([{ organizationCode: ' ' }, { organizationCode: 'A1', default: false }]),
    ).toBe('A1');
    expect(pickDefaultOrganization([])).toBe('CM');
  });

  it('property: sorting is a permutation and the result is in order', () => {
    fc.assert(
      fc.property(fc.array(arbOrganization, { maxLength: 12 }), arbLanguage, (list, lang) => {
        const sorted = sortOrganizationsByName(list, lang);
        expect(sorted).toHaveLength(list.length);
        expect([...sorted].sort(byCode)).toEqual([...list].sort(byCode));
        const compare = compareOrganizations(lang);
        for (let i = 1; i < sorted.length; i += 1) {
          expect(compare(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

// A total order on the whole record, so that the two sorted lists compare element by element.
const byCode = (a: object, b: object): number => {
  const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};
