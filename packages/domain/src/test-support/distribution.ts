import fc from 'fast-check';
import type { CalendarDate } from '../shared/calendar-date';
import { LICENCE_STATUSES, PROVINCES, type Province } from '../shared/enums';
import { AGENCY_ROLES } from '../access/roles';
import type { Licence } from '../distribution/licence/licence';
import type { AgentProfileForm } from '../distribution/agent-profile/agent-profile.types';
import { arbDate } from './arbitraries';

/** An authorized agent licence for Ontario valid through 2030, with overrides. */
export const aLicence = (overrides: Partial<Licence> = {}): Licence => ({
  id: 'L1',
  status: 'AUTHORIZED',
  licensedProvince: 'ON',
  organizationCode: 'AGY',
  licenseNumber: 'ON-12345',
  isDeleted: false,
  profileRef: 'AG1',
  expiryDate: '2030-12-31' as CalendarDate,
  ...overrides,
});

/** A complete, valid registration form, with overrides. */
export const anAgentProfileForm = (overrides: Partial<AgentProfileForm> = {}): AgentProfileForm => ({
  profileCode: 'jane.doe@agency.example',
  role: 'Consultant_Agency',
  firstName: 'Jane',
  lastName: 'Doe',
  language: 'en',
  city: 'Toronto',
  province: 'ON',
  email: 'jane.doe@agency.example',
  organizations: [{ organizationCode: 'AGY', default: true }],
  licenses: ['ON'],
  ...overrides,
});

export const anAgentProfileMeta = { referenceNumber: 'REF-1', createdBy: 'ADMIN-1' } as const;

export const arbProvince: fc.Arbitrary<Province> = fc.constantFrom(...PROVINCES);

export const arbLicence: fc.Arbitrary<Licence> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  status: fc.constantFrom(...LICENCE_STATUSES),
  licensedProvince: arbProvince,
  organizationCode: fc.constantFrom('AGY', 'AGY-EAST'),
  licenseNumber: fc.stringMatching(/^[A-Z0-9-]{1,10}$/),
  isDeleted: fc.boolean(),
  profileRef: fc.option(fc.constantFrom('AG1', 'AG2', '', ' '), { nil: undefined }),
  expiryDate: arbDate,
});

/** Text that may carry surrounding spaces and may be too long, to exercise trimming and limits. */
const arbPaddedName = fc
  .tuple(
    fc.constantFrom('', ' ', '  \t'),
    fc.string({ minLength: 1, maxLength: 110 }),
    fc.constantFrom('', ' ', '\n '),
  )
  .map(([a, s, b]) => a + s + b);

const arbWord = fc.stringMatching(/^[a-z]{1,12}$/);

/** Forms that are valid apart from their (padded, possibly too long) names, and junk status/country. */
export const arbAgentProfileForm: fc.Arbitrary<AgentProfileForm & { readonly country?: string }> = fc.record({
  profileCode: arbWord,
  role: fc.constantFrom(...AGENCY_ROLES),
  status: fc.constantFrom('ACTIVE', 'INACTIVE', 'NEW', 'DELETED', '', undefined),
  country: fc.constantFrom('US', 'FR', 'ca', ''),
  firstName: arbPaddedName,
  lastName: arbPaddedName,
  language: fc.constantFrom('en', 'fr', 'EN'),
  city: fc.option(arbWord, { nil: undefined }),
  province: fc.option(arbProvince, { nil: undefined }),
  email: fc.tuple(arbWord, arbWord).map(([a, b]) => ` ${a}@${b}.ca `),
  organizations: fc
    .uniqueArray(fc.constantFrom('AGY', 'AGY-EAST', 'AGY-WEST'), { minLength: 1 })
    .map((codes) => codes.map((organizationCode, i) => ({ organizationCode, default: i === 0 }))),
  licenses: fc.uniqueArray(arbProvince),
});
