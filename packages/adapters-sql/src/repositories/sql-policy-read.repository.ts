import type {
  AttemptCriteria,
  Note,
  PolicyCriteria,
  PolicyDelivery,
  PolicyEvent,
  PolicyReadRepository,
  PolicySummary,
  PolicyView,
  PolicyVisibility,
} from '@tripx/application';
import {
  NO_CATALOGUE_NAMES,
  phoneToE164,
  type AttemptSortField,
  type CalendarDate,
  type CatalogueNames,
  type PolicySortField,
  type PolicyStatus,
  type SortedSlice,
} from '@tripx/domain';
import * as t from 'io-ts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../database/database';
import { decodeColumn } from '../decode/decode-row';
import { storedBirthDate } from '../decode/stored-day';
import type { Schema } from '../schema/schema';
import {
  benefitCodesOf,
  ContactRowCodec,
  PlanSnapshotCodec,
  TripInformationRowCodec,
} from './policy-rows.codec';
import { searchAttempts } from './sql-purchase-attempts';
import { tripPlaces } from './sql-trip-places';
import { visibilitySql } from './visibility-sql';

const tripOf = (g: { readonly group_number: string; readonly trip_information: unknown }) =>
  decodeColumn(
    TripInformationRowCodec,
    { table: 'policy_groups', id: g.group_number, column: 'trip_information' },
    g.trip_information,
  );
/** A JSON column of a policy row, decoded (a row that does not read fails naming its number). */
const jsonOf = <A, O>(
  row: { readonly policy_number: string },
  column: string,
  codec: t.Type<A, O, unknown>,
  value: unknown,
): A => decodeColumn(codec, { table: 'policies', id: row.policy_number, column }, value);

type Eb = ExpressionBuilder<Schema & { p: Schema['policies']; g: Schema['policy_groups'] }, 'p' | 'g'>;
const iso = (d: Date): string => d.toISOString();
const fullName = (u: { readonly first_name: string; readonly last_name: string }): string =>
  `${u.first_name} ${u.last_name}`.trim();
const lowerPrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The digits a stored phone may hold for a searched one: as typed (older policies kept `(416)-555-0199`)
 * and in E.164 (policies since keep `+14165550199`), so that `416-555-0199` finds both.
 */
const phoneDigits = (phone: string): string[] => {
  const e164 = phoneToE164(phone);
  return [...new Set([phone.replace(/\D/g, ''), ...(e164 ? [e164.slice(1)] : [])])];
};

const criteriaFilter = (eb: Eb, c: PolicyCriteria) => {
  const parts = [];
  if (c.firstName) parts.push(eb(eb.fn('lower', ['p.first_name']), 'like', lowerPrefix(c.firstName)));
  if (c.lastName) parts.push(eb(eb.fn('lower', ['p.last_name']), 'like', lowerPrefix(c.lastName)));
  if (c.email) parts.push(eb(sql<string>`lower(p.contact->>'email')`, '=', c.email.toLowerCase()));
  if (c.phone)
    parts.push(
      eb(sql<string>`regexp_replace(p.contact->>'phone', '[^0-9]', '', 'g')`, 'in', phoneDigits(c.phone)),
    );
  if (c.policyNumber) parts.push(eb('p.policy_number', '=', c.policyNumber));
  if (c.bookingRef) parts.push(eb('g.booking_ref', '=', c.bookingRef));
  if (c.groupNumber) parts.push(eb('g.group_number', '=', c.groupNumber));
  if (c.planCode) parts.push(eb('p.plan_code', '=', c.planCode));
  if (c.organizationCode) parts.push(eb('g.organization_code', '=', c.organizationCode));
  if (c.applicationDate) parts.push(eb('g.application_date', '=', c.applicationDate));
  if (c.startDate) parts.push(eb('g.start_date', '=', c.startDate));
  if (c.updatedSince) parts.push(eb('p.updated_at', '>=', new Date(c.updatedSince)));
  return eb.and(parts);
};

/** The columns each sort of the policy search orders by; the policy number breaks ties (it is unique). */
const POLICY_ORDER = {
  purchaseDate: ['g.purchase_date'],
  policyNumber: ['p.policy_number'],
  traveller: ['p.last_name', 'p.first_name'],
  planCode: ['p.plan_code'],
  status: ['p.status'],
  startDate: ['g.start_date'],
  endDate: ['g.end_date'],
  premium: ['p.premium_total_cents'],
} as const satisfies Record<PolicySortField, readonly string[]>;

export class SqlPolicyReadRepository implements PolicyReadRepository {
  /**
   * `names`: plans' and add-ons' names from the catalogue the server opened; `benefitCode`: an
   * add-on's code from the English name an older sale recorded (both name nothing when not given).
   */
  constructor(
    private readonly db: Db,
    private readonly names: CatalogueNames = NO_CATALOGUE_NAMES,
    private readonly benefitCode: (englishName: string) => string | undefined = () => undefined,
  ) {}

  private base(criteria: PolicyCriteria, visibility: PolicyVisibility) {
    return this.db
      .selectFrom('policies as p')
      .innerJoin('policy_groups as g', 'g.group_number', 'p.group_number')
      .where((eb) =>
        eb.and([
          visibilitySql(visibility, { organization: 'g.organization_code', owner: 'g.owner_profile_ref' }),
          criteriaFilter(eb as Eb, criteria),
        ]),
      );
  }

  async search(criteria: PolicyCriteria, visibility: PolicyVisibility, page: SortedSlice<PolicySortField>) {
    const { total } = await this.base(criteria, visibility)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await this.base(criteria, visibility)
      .select([
        'p.policy_number',
        'p.group_number',
        'p.first_name',
        'p.last_name',
        'p.plan_code',
        'p.status',
        'p.premium_total_cents',
        'g.organization_code',
        'g.start_date',
        'g.end_date',
        'g.application_date',
        'g.purchase_date',
        sql<string | null>`p.contact->>'email'`.as('email'),
      ])
      .$call((q) => POLICY_ORDER[page.sortField].reduce((o, c) => o.orderBy(c, page.sortOrder), q))
      .orderBy('p.policy_number')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    const policies: PolicySummary[] = rows.map((r) => ({
      policyNumber: r.policy_number,
      groupNumber: r.group_number,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      planCode: r.plan_code,
      planName: this.names.plan(r.plan_code) ?? null,
      policyStatus: r.status as PolicyStatus,
      organizationCode: r.organization_code,
      startDate: r.start_date as CalendarDate,
      endDate: r.end_date as CalendarDate,
      applicationDate: r.application_date as CalendarDate,
      purchaseDate: iso(r.purchase_date),
      premiumTotal: r.premium_total_cents,
    }));
    return { total: Number(total), policies };
  }

  async findByPolicyNumber(policyNumber: string): Promise<PolicyView | undefined> {
    const owner = await this.db
      .selectFrom('policies')
      .select('group_number')
      .where('policy_number', '=', policyNumber)
      .executeTakeFirst();
    if (!owner) return undefined;
    const g = await this.db
      .selectFrom('policy_groups')
      .selectAll()
      .where('group_number', '=', owner.group_number)
      .executeTakeFirstOrThrow();
    const paxes = await this.db
      .selectFrom('policies')
      .selectAll()
      .where('group_number', '=', g.group_number)
      .orderBy('reference_number')
      .execute();
    const payments = await this.db
      .selectFrom('payments')
      .selectAll()
      .where(
        'policy_number',
        'in',
        paxes.map((p) => p.policy_number),
      )
      .orderBy('payment_date')
      .execute();
    const dependents = await this.db
      .selectFrom('policy_dependents')
      .selectAll()
      .where('group_number', '=', g.group_number)
      .orderBy('reference_number')
      .execute();
    const organization = await this.db
      .selectFrom('organizations')
      .select(['name_en', 'name_fr'])
      .where('code', '=', g.organization_code)
      .executeTakeFirst();
    const agent =
      g.owner_profile_ref === null
        ? undefined
        : await this.db
            .selectFrom('users')
            .select(['first_name', 'last_name'])
            .where('profile_ref', '=', g.owner_profile_ref)
            .executeTakeFirst();
    const trip = tripOf(g);
    const named = (code: string) => ({ code, name: this.names.benefit(code) ?? null });
    return {
      groupNumber: g.group_number,
      organizationCode: g.organization_code,
      salesChannel: g.sales_channel,
      travellerType: g.traveller_type,
      travellerCategory: g.traveller_category,
      language: g.language,
      purchaseDate: iso(g.purchase_date),
      // Spec 3: the policy's trip information carries its application date (kept in its own column).
      tripInformation: { ...trip, applicationDate: g.application_date },
      places: await tripPlaces(this.db, trip),
      manulifeEmployeeRelationship: g.employee_relationship,
      hasCompanionDiscount: g.has_companion_discount,
      soldBy: g.owner_profile_ref,
      referredBy: g.referred_by,
      organizationName: organization ? { en: organization.name_en, fr: organization.name_fr } : null,
      agentName: agent ? fullName(agent) : null,
      paxes: paxes.map((p) => {
        const plan = jsonOf(p, 'plan', PlanSnapshotCodec, p.plan);
        return {
          policyNumber: p.policy_number,
          referenceNumber: p.reference_number,
          firstName: p.first_name,
          lastName: p.last_name,
          age: p.age,
          dateOfBirth: storedBirthDate(p.date_of_birth),
          policyStatus: p.status as PolicyStatus,
          // The code is the policy's column: a snapshot of an older purchase may not carry it.
          plan: { code: p.plan_code, name: plan.name ?? this.names.plan(p.plan_code) ?? null },
          benefits: benefitCodesOf(plan, this.benefitCode).map(named),
          premiumTotal: p.premium_total_cents,
          contact: jsonOf(p, 'contact', ContactRowCodec, p.contact),
          questionnaires: jsonOf(p, 'questionnaires', t.array(t.unknown), p.questionnaires),
          payments: payments
            .filter((pay) => pay.policy_number === p.policy_number)
            .map((pay) => ({
              paymentDate: iso(pay.payment_date),
              type: pay.type,
              method: pay.method,
              amount: pay.amount_cents,
              cardReference: pay.card_reference,
              cardBrand: pay.card_brand,
              cardLast4: pay.card_last4,
            })),
        };
      }),
      dependents: dependents.map((d) => ({
        referenceNumber: d.reference_number,
        firstName: d.first_name,
        lastName: d.last_name,
        dateOfBirth: storedBirthDate(d.date_of_birth),
        relationship: d.relationship,
        tripCost: d.trip_cost_cents,
      })),
    };
  }

  async history(policyNumber: string): Promise<readonly PolicyEvent[]> {
    const rows = await this.db
      .selectFrom('policy_history as h')
      .leftJoin('users as u', 'u.profile_ref', 'h.actor_ref')
      .selectAll('h')
      .select(['u.first_name', 'u.last_name', 'u.user_type'])
      .where('h.policy_number', '=', policyNumber)
      .orderBy('h.at')
      .orderBy('h.id')
      .execute();
    return rows.map((r) => ({
      at: iso(r.at),
      actorRef: r.actor_ref,
      actor:
        r.first_name === null || r.last_name === null || r.user_type === null
          ? null
          : { name: fullName({ first_name: r.first_name, last_name: r.last_name }), userType: r.user_type },
      action: r.action,
      fieldChanged: r.field_changed,
      from: r.from_value,
      to: r.to_value,
    }));
  }

  async deliveries(policyNumber: string): Promise<readonly PolicyDelivery[]> {
    const rows = await this.db
      .selectFrom('policy_deliveries')
      .selectAll()
      .where('policy_number', '=', policyNumber)
      .orderBy('at', 'desc')
      .execute();
    return rows.map((r) => ({
      at: iso(r.at),
      channel: r.channel,
      recipient: r.recipient,
      language: r.language,
      status: r.status,
      document: r.document,
    }));
  }

  async notes(ownerCode: string): Promise<readonly Note[]> {
    const rows = await this.db
      .selectFrom('notes')
      .selectAll()
      .where('owner_code', '=', ownerCode)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      ownerCode: r.owner_code,
      note: r.content,
      authorName: r.author_name,
      createdAt: iso(r.created_at),
    }));
  }

  attempts(criteria: AttemptCriteria, visibility: PolicyVisibility, page: SortedSlice<AttemptSortField>) {
    return searchAttempts(this.db, this.names, criteria, visibility, page);
  }
}
