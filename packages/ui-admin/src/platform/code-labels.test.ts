import {
  LICENCE_STATUSES,
  PAYMENT_METHODS,
  PLAN_CODES,
  POLICY_STATUSES,
  PROFILE_STATUSES,
  TRANSACTION_TYPES,
  TRAVELLER_CATEGORIES,
  TRAVELLER_PAYMENT_METHODS,
  TRIP_TYPES,
  USER_ROLES,
} from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import plansFile from '../../../../catalogue/plans.json';
import bookingEn from '../../../../translations/admin/booking.en.json';
import bookingFr from '../../../../translations/admin/booking.fr.json';
import distributionEn from '../../../../translations/admin/distribution.en.json';
import distributionFr from '../../../../translations/admin/distribution.fr.json';
import policiesEn from '../../../../translations/admin/policies.en.json';
import policiesFr from '../../../../translations/admin/policies.fr.json';
import rolesEn from '../../../../translations/admin/roles.en.json';
import rolesFr from '../../../../translations/admin/roles.fr.json';

type Labels = Readonly<Record<string, string>>;
const FILES: Record<string, { en: Labels; fr: Labels }> = {
  policies: { en: policiesEn, fr: policiesFr },
  booking: { en: bookingEn, fr: bookingFr },
  distribution: { en: distributionEn, fr: distributionFr },
  // The server's roles table takes its titles from these (seedRoles), the staff app shows them.
  roles: { en: rolesEn, fr: rolesFr },
};

/** Each code union of the domain the staff app shows, with the label file and key that name a code. */
const UNIONS: readonly (readonly [string, readonly string[], string, (code: string) => string])[] = [
  ['policy status', POLICY_STATUSES, 'policies', (c) => `status.${c}`],
  ['transaction type', TRANSACTION_TYPES, 'policies', (c) => `type.${c}`],
  ['payment method', PAYMENT_METHODS, 'policies', (c) => `method.${c}`],
  ['booking payment method', TRAVELLER_PAYMENT_METHODS, 'booking', (c) => `paymentMethod.${c}`],
  ['traveller category', TRAVELLER_CATEGORIES, 'policies', (c) => `view.category.${c}`],
  ['trip type', TRIP_TYPES, 'policies', (c) => `view.tripType.${c}`],
  ['agent status', PROFILE_STATUSES, 'distribution', (c) => `status.${c}`],
  ['licence status', LICENCE_STATUSES, 'distribution', (c) => `licenceStatus.${c}`],
  ['role', USER_ROLES, 'roles', (c) => c],
];

describe('French (and English) for every code the staff app shows (issue 17)', () => {
  for (const [union, codes, file, key] of UNIONS) {
    it(`names each ${union} in both languages`, () => {
      const labels = FILES[file];
      const missing = codes.flatMap((code) =>
        (['en', 'fr'] as const).flatMap((lang) => {
          const label = labels?.[lang][key(code)];
          return label === undefined || label.trim() === '' || label === code ? [`${lang} ${code}`] : [];
        }),
      );
      expect(missing).toEqual([]);
    });
  }

  it('names each plan in both languages in the catalogue, the one source of plan names', () => {
    const named = new Map(plansFile.plans.map((p) => [p.code, p.content]));
    const missing = PLAN_CODES.flatMap((code) =>
      (['en', 'fr'] as const).flatMap((lang) => {
        const name = named.get(code)?.[lang]?.name;
        return name === undefined || name.trim() === '' || name === code ? [`${lang} ${code}`] : [];
      }),
    );
    expect(missing).toEqual([]);
  });
});
