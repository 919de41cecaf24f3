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
    superVisa: false,
  },
  contact: {
    email: 'eloise.cote@example.com',
    phone: '514-555-0199',
    address: {
      line1: '1 rue Sainte-Catherine',
      line2: null,
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1Y4',
    },
  },
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

/**
 * A visitor to Canada with a super visa, staying in Vancouver while the quote named Ontario (the province
 * visited): one traveller, $100,000 coverage, $1,000 deductible, a year of cover.
 */
export const aSuperVisaView = (overrides: Partial<ConfirmationView> = {}): ConfirmationView =>
  aConfirmationView({
    policyLanguage: 'en',
    provinceOfResidence: 'ON',
    travellerCategory: 'VISITOR_TO_CANADA',
    trip: {
      startDate: day('2026-11-25'),
      endDate: day('2027-11-24'),
      applicationDate: day('2026-11-20'),
      superVisa: true,
    },
    contact: {
      email: 'wei.chen@example.com',
      phone: '+16045550123',
      address: {
        line1: '800 Robson St',
        line2: 'Apt 12',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6Z 2E7',
      },
    },
    travellers: [
      aConfirmationTraveller({
        policyNumber: 'TX2026000101',
        firstName: 'Wei',
        lastName: 'Chen',
        dateOfBirth: day('1956-04-02'),
        plan: {
          code: 'SVTCSH',
          name: { en: 'Visitors to Canada – Standard', fr: 'Visiteurs au Canada – Standard' },
          coverageAmount: 100_000,
          deductible: 1_000,
          daysPerTrip: null,
          tripCost: null,
          optionalBenefits: [],
        },
        premium: {
          base: 250_000,
          adjustments: [{ type: 'DEDUCTIBLE', amount: -25_000 }],
          taxes: [],
          total: 225_000,
        },
      }),
    ],
    ...overrides,
  });

/**
 * A Québec family of four on one family plan: two parents, each with a policy and a share of the family
 * premium, and two children covered as dependants.
 */
export const aFamilyView = (overrides: Partial<ConfirmationView> = {}): ConfirmationView =>
  aConfirmationView({
    travellerType: 'FAMILY',
    travellers: [
      aConfirmationTraveller({ policyNumber: 'TX2026000201', firstName: 'Camille', lastName: 'Tremblay' }),
      aConfirmationTraveller({
        policyNumber: 'TX2026000202',
        referenceNumber: 2,
        firstName: 'Sam',
        lastName: 'Tremblay',
        dateOfBirth: day('1988-02-14'),
      }),
    ],
    dependents: [
      { firstName: 'Léa', lastName: 'Tremblay', dateOfBirth: day('2016-09-03') },
      { firstName: 'Noé', lastName: 'Tremblay', dateOfBirth: day('2019-01-22') },
    ],
    ...overrides,
  });
