import type { CalendarDate } from '@tripx/domain';
import type { ConfirmationTraveller, ConfirmationView } from '../confirmation-view';

const day = (d: string): CalendarDate => d as CalendarDate;

/** A traveller with a plan, a premium breakdown that adds up, and a card payment. */
export const aConfirmationTraveller = (
  overrides: Partial<ConfirmationTraveller> = {},
): ConfirmationTraveller => ({
  policyNumber: 'TPX-100234-01',
  referenceNumber: 1,
  firstName: 'Éloïse',
  lastName: 'Côté-Bélanger',
  dateOfBirth: day('1985-03-14'),
  plan: {
    code: 'SEMH',
    name: { en: 'Single-trip emergency medical', fr: 'Soins médicaux d’urgence – voyage unique' },
    coverageAmount: 999_999,
    deductible: 500,
    daysPerTrip: null,
    tripCost: null,
    optionalBenefits: [{ en: 'Baggage', fr: 'Bagages' }],
  },
  premium: {
    base: 12_000,
    adjustments: [{ type: 'DEDUCTIBLE', amount: -1_200 }],
    taxes: [
      {
        name: {
          en: 'Québec tax on insurance premiums (9%)',
          fr: 'Taxe sur les primes d’assurance du Québec (9\u202f%)',
        },
        amount: 972,
      },
    ],
    total: 11_772,
  },
  payment: { method: 'TOKEN', cardBrand: 'visa', cardLast4: '4242' },
  ...overrides,
});

/** A Québec booking of two travellers, sold by a white-label organization without a logo. */
export const aConfirmationView = (overrides: Partial<ConfirmationView> = {}): ConfirmationView => ({
  groupNumber: 'G-2025-000871',
  purchasedAt: '2025-06-02T14:05:00.000Z',
  policyLanguage: 'fr',
  provinceOfResidence: 'QC',
  bill96Consent: null,
  insurer: { name: { en: 'TripX Assurance Company', fr: 'Compagnie d’assurance TripX' } },
  organization: {
    code: 'CM',
    name: { en: 'CoverMe Travel', fr: 'CoverMe Voyage' },
    logo: null,
  },
  travellerCategory: 'TRAVELLING_CANADIANS',
  travellerType: 'SINGLE',
  trip: {
    startDate: day('2025-07-10'),
    endDate: day('2025-07-24'),
    applicationDate: day('2025-06-02'),
  },
  contact: { email: 'eloise.cote@example.com', phone: '514-555-0199' },
  travellers: [
    aConfirmationTraveller(),
    aConfirmationTraveller({
      policyNumber: 'TPX-100234-02',
      referenceNumber: 2,
      firstName: 'François',
      lastName: 'Lévesque',
      dateOfBirth: day('1983-11-02'),
      payment: { method: 'TOKEN', cardBrand: 'mastercard', cardLast4: '5100' },
    }),
  ],
  dependents: [],
  ...overrides,
});
