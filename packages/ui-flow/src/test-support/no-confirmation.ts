import type { BookingConfirmation, PolicyService } from '@tripx/application';
import { addDays } from '@tripx/domain';
import { TODAY } from './builders';

/** A policy service's confirmation read when the test reads none: the server is not reached. */
export const noConfirmation: PolicyService['confirmation'] = async () => ({
  ok: false,
  failure: { kind: 'network', code: 'network' },
});

/** A purchase as the server's confirmation read answers it: two travellers, by card. */
export const aBookingConfirmation = (
  policyNumber = 'TX-1',
  overrides: Partial<BookingConfirmation> = {},
): BookingConfirmation => ({
  groupNumber: 'G-1',
  purchasedAt: '2026-03-02T15:00:00.000Z',
  language: 'en',
  travellerCategory: 'TRAVELLING_CANADIANS',
  trip: { startDate: addDays(TODAY, 30), endDate: addDays(TODAY, 39), superVisa: false },
  contact: {
    email: 'ann@example.com',
    address: { line1: '1 Main St', line2: null, city: 'Toronto', province: 'ON', postalCode: 'M5V 1A1' },
  },
  policies: [policyNumber, `${policyNumber}-2`].map((n, i) => ({
    policyNumber: n,
    referenceNumber: i + 1,
    firstName: i === 0 ? 'Ann' : 'Bob',
    lastName: 'Lee',
    plan: {
      code: 'SEMH',
      name: { en: 'Emergency medical', fr: 'Soins médicaux d’urgence' },
      coverageAmount: null,
      deductible: 0,
    },
    totalCents: 5_000,
    payment: { method: 'CREDIT_CARD', brand: 'visa', last4: '4242' },
    confirmationPdfPath: `/api/policies/${n}/confirmation/pdf`,
  })),
  dependents: [],
  totalCents: 10_000,
  chargedCents: 10_000,
  ...overrides,
});
