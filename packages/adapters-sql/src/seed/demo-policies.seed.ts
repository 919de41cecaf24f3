import type { CalendarDate } from '@tripx/domain';
import { addDays, calendarDateAt } from '@tripx/domain';
import type { Db } from '../database/database';
import { demoUser } from './demo-users.seed';

interface DemoPax {
  readonly policyNumber: string;
  readonly first: string;
  readonly last: string;
  readonly birth: string;
  readonly age: number;
  readonly premiumCents: number;
  readonly status: 'ACTIVE' | 'INACTIVE';
}
interface DemoPolicy {
  readonly group: string;
  readonly organization: string;
  readonly channel: 'b2b' | 'b2c';
  readonly soldBy?: string;
  readonly travellerType: 'SINGLE' | 'FAMILY';
  readonly language: 'en' | 'fr';
  readonly province: string;
  readonly planCode: string;
  readonly departsInDays: number;
  readonly days: number;
  readonly paxes: readonly DemoPax[];
}

/** A few sold policies so that search, view, notes and data scopes have something to show. */
const POLICIES: readonly DemoPolicy[] = [
  {
    group: 'G1000001',
    organization: 'MAPLE-TOR',
    channel: 'b2b',
    soldBy: 'agent.own',
    travellerType: 'SINGLE',
    language: 'en',
    province: 'ON',
    planCode: 'SEMH',
    departsInDays: 20,
    days: 14,
    paxes: [
      {
        policyNumber: 'TX10000011',
        first: 'Olivia',
        last: 'Martin',
        birth: '1985-04-12',
        age: 40,
        premiumCents: 8_450,
        status: 'ACTIVE',
      },
    ],
  },
  {
    group: 'G1000002',
    organization: 'MAPLE-TOR',
    channel: 'b2b',
    soldBy: 'agent.own2',
    travellerType: 'SINGLE',
    language: 'en',
    province: 'ON',
    planCode: 'SEMH',
    departsInDays: 45,
    days: 8,
    paxes: [
      {
        policyNumber: 'TX10000021',
        first: 'Liam',
        last: 'Brown',
        birth: '1979-11-02',
        age: 46,
        premiumCents: 6_120,
        status: 'ACTIVE',
      },
    ],
  },
  {
    group: 'G1000003',
    organization: 'MAPLE-MTL',
    channel: 'b2b',
    soldBy: 'agent.agency',
    travellerType: 'FAMILY',
    language: 'fr',
    province: 'QC',
    planCode: 'SEMH',
    departsInDays: 60,
    days: 10,
    paxes: [
      {
        policyNumber: 'TX10000031',
        first: 'Émilie',
        last: 'Pelletier',
        birth: '1982-07-30',
        age: 43,
        premiumCents: 15_900,
        status: 'ACTIVE',
      },
      {
        policyNumber: 'TX10000032',
        first: 'Hugo',
        last: 'Pelletier',
        birth: '1980-01-15',
        age: 45,
        premiumCents: 0,
        status: 'INACTIVE',
      },
    ],
  },
  {
    group: 'G1000004',
    organization: 'CM',
    channel: 'b2c',
    travellerType: 'SINGLE',
    language: 'en',
    province: 'BC',
    planCode: 'MEMH',
    departsInDays: 5,
    days: 365,
    paxes: [
      {
        policyNumber: 'TX10000041',
        first: 'Noah',
        last: 'Wilson',
        birth: '1990-09-09',
        age: 35,
        premiumCents: 21_400,
        status: 'ACTIVE',
      },
    ],
  },
];

const seedOne = async (trx: Db, p: DemoPolicy, today: CalendarDate, now: Date): Promise<void> => {
  const start = addDays(today, p.departsInDays);
  const end = addDays(start, p.days - 1);
  const seller = p.soldBy ? demoUser(p.soldBy) : undefined;
  const trip = {
    startDate: start,
    endDate: end,
    effectiveDate: start,
    tripType: p.planCode === 'MEMH' ? 'MULTIPLE' : 'SINGLE',
    provinceOfResidence: p.province,
    countryOfResidence: 'CANADA',
    tripBookingDate: today,
    applicationDate: today,
  };
  await trx
    .insertInto('policy_groups')
    .values({
      group_number: p.group,
      organization_code: p.organization,
      sales_channel: p.channel,
      traveller_category: 'TRAVELLING_CANADIANS',
      traveller_type: p.travellerType,
      language: p.language,
      trip_information: JSON.stringify(trip),
      province_of_residence: p.province,
      start_date: start,
      end_date: end,
      application_date: today,
      purchase_date: now,
      owner_profile_ref: seller?.profileRef ?? null,
      booking_ref: `BK-${p.group.slice(1)}`,
    })
    .execute();
  for (const [i, pax] of p.paxes.entries()) {
    const contact = {
      email: `${pax.first.toLowerCase()}.${pax.last.toLowerCase()}@example.com`,
      phone: '(416)-555-0199',
      address: {
        addressLine1: '100 King St W',
        city: 'Toronto',
        postalCode: 'M5X 1A9',
        province: p.province,
        country: 'CA',
      },
    };
    const plan = {
      code: p.planCode,
      premiumTotal: pax.premiumCents,
      adjustments: [{ type: 'DEDUCTIBLE', value: 0 }],
      optionalBenefits: [],
      tripPreference: { deductible: 0, daysPerTrip: p.days },
    };
    await trx
      .insertInto('policies')
      .values({
        policy_number: pax.policyNumber,
        group_number: p.group,
        reference_number: i + 1,
        status: pax.status,
        first_name: pax.first,
        last_name: pax.last,
        date_of_birth: pax.birth,
        age: pax.age,
        contact: JSON.stringify(contact),
        plan_code: p.planCode,
        plan: JSON.stringify(plan),
        premium_total_cents: pax.premiumCents,
      })
      .execute();
    await trx
      .insertInto('payments')
      .values({
        id: `pay-${pax.policyNumber}`,
        policy_number: pax.policyNumber,
        payment_date: now,
        type: 'CHARGE',
        method: p.channel === 'b2b' ? 'PAID_TO_AGENCY' : 'CREDIT_CARD',
        amount_cents: pax.premiumCents,
        card_brand: p.channel === 'b2c' ? 'visa' : null,
        card_last4: p.channel === 'b2c' ? '4242' : null,
      })
      .execute();
    await trx
      .insertInto('policy_history')
      .values({
        policy_number: pax.policyNumber,
        at: now,
        actor_ref: seller?.profileRef ?? null,
        action: 'CREATED',
        field_changed: 'status',
        from_value: 'QUOTE',
        to_value: 'ACTIVE',
      })
      .execute();
    if (pax.status === 'INACTIVE')
      await trx
        .insertInto('policy_history')
        .values({
          policy_number: pax.policyNumber,
          at: now,
          actor_ref: seller?.profileRef ?? null,
          action: 'CANCELLED',
          field_changed: 'status',
          from_value: 'ACTIVE',
          to_value: 'INACTIVE',
        })
        .execute();
    await trx
      .insertInto('policy_deliveries')
      .values({
        id: `dlv-${pax.policyNumber}`,
        policy_number: pax.policyNumber,
        at: now,
        channel: 'EMAIL',
        recipient: contact.email,
        language: p.language,
        status: 'SENT',
        document: 'CONFIRMATION',
      })
      .execute();
  }
  if (p.travellerType === 'FAMILY')
    await trx
      .insertInto('policy_dependents')
      .values({
        group_number: p.group,
        reference_number: 3,
        first_name: 'Léa',
        last_name: 'Pelletier',
        date_of_birth: '2014-05-20',
        relationship: 'CHILD',
        trip_cost_cents: 120_000,
      })
      .execute();
  const first = p.paxes[0];
  if (first)
    await trx
      .insertInto('notes')
      .values({
        id: `note-${first.policyNumber}`,
        owner_code: first.policyNumber,
        content:
          p.language === 'fr'
            ? 'Client rappelé pour confirmer les dates.'
            : 'Called the customer to confirm the dates.',
        author_ref: seller?.profileRef ?? null,
        author_name: seller ? `${seller.firstName} ${seller.lastName}` : 'Cover Me',
        created_at: now,
      })
      .execute();
};

export const seedDemoPolicies = async (trx: Db, now: Date): Promise<void> => {
  const today = calendarDateAt(now);
  for (const p of POLICIES) await seedOne(trx, p, today, now);
};
