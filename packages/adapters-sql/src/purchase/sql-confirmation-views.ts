import type {
  ConfirmationTraveller,
  ConfirmationView,
  ConfirmationViewSource,
  LogoImage,
} from '@tripx/application';
import {
  organizationDisplay,
  type CardBrand,
  type Language,
  type PaymentMethod,
  type TravellerCategory,
  type TravellerType,
} from '@tripx/domain';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { compileOnce, type SlotOf } from '../database/compile-once';
import type { Db } from '../database/database';
import { decodeColumn, decodeRow } from '../decode/decode-row';
import { storedBirthDate, storedDay as day } from '../decode/stored-day';
import {
  ContactRowCodec,
  NamedBenefitsCodec,
  PlanSnapshotCodec,
  TripInformationRowCodec,
} from '../repositories/policy-rows.codec';
import { purchaseDb, type PurchaseDb } from './purchase-schema';

const INSURER = { name: { en: 'TripX Assurance Company', fr: 'Compagnie d’assurance TripX' } };

/**
 * The booking, its policies with their charge, and its dependents: one statement, built and compiled
 * by Kysely once (see compileOnce), then only bound with the policy number.
 */
const confirmationQuery = compileOnce((db: PurchaseDb, slot: SlotOf<{ policyNumber: string }>) =>
  db
    .selectFrom('policies as p')
    .innerJoin('policy_groups as g', 'g.group_number', 'p.group_number')
    .innerJoin('organizations as o', 'o.code', 'g.organization_code')
    .select((eb) => [
      'g.group_number',
      'g.purchase_date',
      'g.language',
      'g.province_of_residence',
      'g.bill96_consent',
      'g.traveller_category',
      'g.traveller_type',
      'g.start_date',
      'g.end_date',
      'g.application_date',
      'g.trip_information',
      'o.code',
      'o.name_en',
      'o.name_fr',
      'o.category',
      'o.white_label_logo_file',
      jsonArrayFrom(
        eb
          .selectFrom('policies as q')
          .select((qb) => [
            'q.policy_number',
            'q.reference_number',
            'q.first_name',
            'q.last_name',
            'q.date_of_birth',
            'q.plan_code',
            'q.plan',
            'q.contact',
            'q.premium_total_cents',
            jsonObjectFrom(
              qb
                .selectFrom('payments as pay')
                .select(['pay.method', 'pay.card_brand', 'pay.card_last4'])
                .whereRef('pay.policy_number', '=', 'q.policy_number')
                .where('pay.type', '=', 'CHARGE')
                .limit(1),
            ).as('payment'),
          ])
          .whereRef('q.group_number', '=', 'g.group_number')
          .where('q.status', 'in', ['ACTIVE', 'PENDING', 'INACTIVE', 'REFUNDED'])
          .orderBy('q.reference_number'),
      ).as('policies'),
      jsonArrayFrom(
        eb
          .selectFrom('policy_dependents as d')
          .select(['d.first_name', 'd.last_name', 'd.date_of_birth'])
          .whereRef('d.group_number', '=', 'g.group_number')
          .orderBy('d.reference_number'),
      ).as('dependents'),
    ])
    .where('p.policy_number', '=', slot('policyNumber'))
    .compile(),
);

/** The confirmation read model: the booking holding a policy, from the snapshot written at purchase. */
export class SqlConfirmationViews implements ConfirmationViewSource {
  private readonly db: PurchaseDb;
  /** `logoOf`: the bytes of an organization's logo file (none by default). */
  constructor(
    db: Db,
    private readonly logoOf: (file: string) => Promise<LogoImage | null> = async () => null,
  ) {
    this.db = purchaseDb(db);
  }

  async confirmationView(policyNumber: string): Promise<ConfirmationView | undefined> {
    const [group] = (await this.db.executeQuery(confirmationQuery(this.db, { policyNumber }))).rows;
    if (!group) return undefined;
    const { policies, dependents } = group;
    const first = policies[0];
    const contact = first
      ? decodeColumn(
          ContactRowCodec,
          { table: 'policies', id: first.policy_number, column: 'contact' },
          first.contact,
        )
      : {};
    const trip = decodeColumn(
      TripInformationRowCodec,
      { table: 'policy_groups', id: group.group_number, column: 'trip_information' },
      group.trip_information,
    );
    const address = contact.address;
    const travellers: ConfirmationTraveller[] = policies.map((p) => {
      const at = { table: 'policies', id: p.policy_number, column: 'plan' };
      const plan = decodeColumn(PlanSnapshotCodec, at, p.plan);
      const benefits = decodeRow(
        NamedBenefitsCodec,
        { ...at, column: 'plan.optionalBenefits' },
        plan.optionalBenefits ?? [],
      );
      const pay = p.payment;
      return {
        policyNumber: p.policy_number,
        referenceNumber: p.reference_number,
        firstName: p.first_name,
        lastName: p.last_name,
        dateOfBirth: storedBirthDate(p.date_of_birth),
        plan: {
          code: plan.code ?? p.plan_code,
          name: plan.name ?? { en: p.plan_code, fr: p.plan_code },
          coverageAmount: plan.coverageAmount ?? null,
          deductible: plan.deductible ?? null,
          daysPerTrip: plan.daysPerTrip ?? null,
          tripCost: plan.tripCost ?? null,
          optionalBenefits: benefits,
        },
        premium: plan.premium ?? {
          base: p.premium_total_cents,
          adjustments: [],
          taxes: [],
          total: p.premium_total_cents,
        },
        payment: pay
          ? {
              method: pay.method as PaymentMethod,
              cardBrand: pay.card_brand as CardBrand | null,
              cardLast4: pay.card_last4,
            }
          : null,
      };
    });
    // The PDF and the e-mail show the logo the organization's category shows (never the direct channel's).
    const { logoFile } = organizationDisplay({
      category: group.category,
      logoFile: group.white_label_logo_file,
    });
    return {
      groupNumber: group.group_number,
      purchasedAt: new Date(group.purchase_date).toISOString(),
      policyLanguage: group.language as Language,
      provinceOfResidence: group.province_of_residence,
      bill96Consent: group.bill96_consent,
      insurer: INSURER,
      organization: {
        code: group.code,
        name: { en: group.name_en, fr: group.name_fr },
        logo: logoFile ? await this.logoOf(logoFile) : null,
      },
      travellerCategory: group.traveller_category as TravellerCategory,
      travellerType: group.traveller_type as TravellerType,
      trip: {
        startDate: day(group.start_date),
        endDate: day(group.end_date),
        applicationDate: day(group.application_date),
        superVisa: trip.isSuperVisa === true,
      },
      contact: {
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        address: address
          ? {
              line1: address.addressLine1,
              line2: address.addressLine2 || null,
              city: address.city,
              province: address.province,
              postalCode: address.postalCode,
            }
          : null,
      },
      travellers,
      dependents: dependents.map((d) => ({
        firstName: d.first_name,
        lastName: d.last_name,
        dateOfBirth: storedBirthDate(d.date_of_birth),
      })),
    };
  }
}
