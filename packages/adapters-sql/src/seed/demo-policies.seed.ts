import {
  addDays,
  calendarDateAt,
  priceQuote,
  type CalendarDate,
  type QuoteRequest,
  type RatingCatalogue,
} from '@tripx/domain';
import type { Db } from '../database/database';
import { DEMO_DEPENDENT, POLICIES, type DemoPolicy } from './demo-policies.data';
import { demoUser } from './demo-users.seed';

/** The quote request a demo policy is sold with, as a purchase would keep it. */
const demoRequest = (p: DemoPolicy, today: CalendarDate): QuoteRequest => {
  const startDate = addDays(today, p.departsInDays);
  const multiTrip = p.planCode === 'MEMH';
  return {
    language: p.language,
    applicationDate: today,
    travellerCategory: 'TRAVELLING_CANADIANS',
    travellerType: p.travellerType,
    calculate: true,
    paxes: p.paxes.map((pax, i) => ({
      referenceNumber: i + 1,
      dateOfBirth: pax.birth,
      medicalQuestionnaires: [],
      plans: [
        {
          code: p.planCode,
          tripPreference: { deductible: 0, ...(multiTrip ? { daysPerTrip: 30 } : {}) },
          adjustments: [],
          optionalBenefits: [],
        },
      ],
    })),
    dependents: p.travellerType === 'FAMILY' ? [DEMO_DEPENDENT] : [],
    tripInformation: {
      startDate,
      endDate: addDays(startDate, p.days - 1),
      tripType: multiTrip ? 'MULTIPLE' : 'SINGLE',
      provinceOfResidence: p.province,
      countryOfResidence: 'CANADA',
      travellingWithinCanada: false,
      isSuperVisa: false,
      departureLocation: p.departureLocation,
      destinations: p.destinations,
    },
  };
};

/**
 * A demo policy priced like a sale (`priceQuote` with the catalogue the server rates with): its
 * premiums and kept request are what an endorsement re-rates, so a change of nothing costs 0.
 */
const priced = (catalogue: RatingCatalogue, p: DemoPolicy, today: CalendarDate) => {
  const request = demoRequest(p, today);
  const quote = priceQuote(catalogue, request);
  if (!quote.ok || quote.value.paxes.some((x) => x.totalCents <= 0))
    throw new Error(`demo policy ${p.group} cannot be priced: ${JSON.stringify(quote)}`);
  return { request: { ...request, ratesVersion: quote.value.ratesVersion }, quote: quote.value };
};

const seedOne = async (trx: Db, p: DemoPolicy, sale: ReturnType<typeof priced>, now: Date): Promise<void> => {
  const { request, quote } = sale;
  const today = request.applicationDate;
  const { startDate: start, endDate: end } = request.tripInformation;
  const seller = p.soldBy ? demoUser(p.soldBy) : undefined;
  const trip = { ...request.tripInformation, applicationDate: today };
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
      rating_request: JSON.stringify(request),
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
    const sold = quote.paxes[i];
    const entry = request.paxes[i]?.plans[0];
    if (!sold || !entry) throw new Error(`demo policy ${pax.policyNumber} was not priced`);
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
      premiumTotal: sold.totalCents,
      adjustments: [{ type: 'DEDUCTIBLE', value: entry.tripPreference.deductible ?? 0 }],
      optionalBenefits: [],
      tripPreference: entry.tripPreference,
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
        age: sold.age,
        contact: JSON.stringify(contact),
        plan_code: p.planCode,
        plan: JSON.stringify(plan),
        premium_total_cents: sold.totalCents,
      })
      .execute();
    // A cancelled traveller was refunded in full (cancelled before departure).
    const moves = pax.status === 'INACTIVE' ? (['CHARGE', 'REFUND'] as const) : (['CHARGE'] as const);
    await trx
      .insertInto('payments')
      .values(
        moves.map((type) => ({
          id: type === 'CHARGE' ? `pay-${pax.policyNumber}` : `refund-${pax.policyNumber}`,
          policy_number: pax.policyNumber,
          payment_date: now,
          type,
          method: p.channel === 'b2b' ? 'PAID_TO_AGENCY' : 'CREDIT_CARD',
          amount_cents: sold.totalCents,
          card_brand: p.channel === 'b2c' ? 'visa' : null,
          card_last4: p.channel === 'b2c' ? '4242' : null,
        })),
      )
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
        reference_number: DEMO_DEPENDENT.referenceNumber,
        first_name: 'Léa',
        last_name: 'Pelletier',
        date_of_birth: DEMO_DEPENDENT.dateOfBirth,
        relationship: 'CHILD',
        trip_cost_cents: DEMO_DEPENDENT.tripCostCents,
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

export const seedDemoPolicies = async (trx: Db, now: Date, catalogue: RatingCatalogue): Promise<void> => {
  const today = calendarDateAt(now);
  for (const p of POLICIES) await seedOne(trx, p, priced(catalogue, p, today), now);
};
