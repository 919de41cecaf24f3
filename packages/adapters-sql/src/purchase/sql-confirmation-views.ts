import type { ConfirmationTraveller, ConfirmationView, ConfirmationViewSource } from '@tripx/application';
import type {
  CalendarDate,
  CardBrand,
  Language,
  PaymentMethod,
  TravellerCategory,
  TravellerType,
} from '@tripx/domain';
import type { Db } from '../database/database';
import { purchaseDb, type PurchaseDb } from './purchase-schema';

const INSURER = { name: { en: 'TripX Assurance Company', fr: 'Compagnie d’assurance TripX' } };
const asObject = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const day = (v: unknown): CalendarDate =>
  String(v instanceof Date ? v.toISOString() : v).slice(0, 10) as CalendarDate;

/** The confirmation read model: the booking holding a policy, from the snapshot written at purchase. */
export class SqlConfirmationViews implements ConfirmationViewSource {
  private readonly db: PurchaseDb;
  constructor(db: Db) {
    this.db = purchaseDb(db);
  }

  async confirmationView(policyNumber: string): Promise<ConfirmationView | undefined> {
    const group = await this.db
      .selectFrom('policies as p')
      .innerJoin('policy_groups as g', 'g.group_number', 'p.group_number')
      .innerJoin('organizations as o', 'o.code', 'g.organization_code')
      .select([
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
        'o.code',
        'o.name_en',
        'o.name_fr',
      ])
      .where('p.policy_number', '=', policyNumber)
      .executeTakeFirst();
    if (!group) return undefined;
    const policies = await this.db
      .selectFrom('policies')
      .selectAll()
      .where('group_number', '=', group.group_number)
      .where('status', 'in', ['ACTIVE', 'PENDING', 'INACTIVE', 'REFUNDED'])
      .orderBy('reference_number')
      .execute();
    const payments = await this.db
      .selectFrom('payments')
      .select(['policy_number', 'method', 'card_brand', 'card_last4'])
      .where(
        'policy_number',
        'in',
        policies.map((p) => p.policy_number),
      )
      .where('type', '=', 'CHARGE')
      .execute();
    const dependents = await this.db
      .selectFrom('policy_dependents')
      .select(['first_name', 'last_name', 'date_of_birth'])
      .where('group_number', '=', group.group_number)
      .orderBy('reference_number')
      .execute();
    const contact = asObject<{ email?: string; phone?: string }>(policies[0]?.contact ?? {});
    const travellers: ConfirmationTraveller[] = policies.map((p) => {
      const plan = asObject<ConfirmationTraveller['plan'] & { premium: ConfirmationTraveller['premium'] }>(
        p.plan,
      );
      const pay = payments.find((x) => x.policy_number === p.policy_number);
      return {
        policyNumber: p.policy_number,
        referenceNumber: p.reference_number,
        firstName: p.first_name,
        lastName: p.last_name,
        dateOfBirth: day(p.date_of_birth),
        plan: {
          code: plan.code ?? p.plan_code,
          name: plan.name ?? { en: p.plan_code, fr: p.plan_code },
          coverageAmount: plan.coverageAmount ?? null,
          deductible: plan.deductible ?? null,
          daysPerTrip: plan.daysPerTrip ?? null,
          tripCost: plan.tripCost ?? null,
          optionalBenefits: plan.optionalBenefits ?? [],
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
    return {
      groupNumber: group.group_number,
      purchasedAt: new Date(group.purchase_date).toISOString(),
      policyLanguage: group.language as Language,
      provinceOfResidence: group.province_of_residence,
      bill96Consent: group.bill96_consent,
      insurer: INSURER,
      organization: { code: group.code, name: { en: group.name_en, fr: group.name_fr }, logo: null },
      travellerCategory: group.traveller_category as TravellerCategory,
      travellerType: group.traveller_type as TravellerType,
      trip: {
        startDate: day(group.start_date),
        endDate: day(group.end_date),
        applicationDate: day(group.application_date),
      },
      contact: { email: contact.email ?? null, phone: contact.phone ?? null },
      travellers,
      dependents: dependents.map((d) => ({
        firstName: d.first_name,
        lastName: d.last_name,
        dateOfBirth: day(d.date_of_birth),
      })),
    };
  }
}
