import fc from 'fast-check';
import type { NamedOrganization } from '../organization/organization-names';

/** Names with accents and mixed case, where English and French collation differ from code-point order. */
const arbName = fc
  .array(fc.constantFrom(...'aAbBcCeEéÉèfzZ ŒœçÇ-'.split('')), { minLength: 1, maxLength: 8 })
  .map((c) => c.join(''));

export const arbOrganization: fc.Arbitrary<NamedOrganization> = fc.record({
  code: fc.stringMatching(/^[A-Z]{2,4}$/),
  organizationName: arbName,
  organizationNameInFrench: fc.option(arbName, { nil: undefined }),
});

export const anOrganization = (overrides: Partial<NamedOrganization> = {}): NamedOrganization => ({
  code: 'CM',
  organizationName: 'Cover Me',
  organizationNameInFrench: 'Protégez-moi',
  ...overrides,
});
