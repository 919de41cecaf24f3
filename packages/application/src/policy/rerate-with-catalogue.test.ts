import { addDays, type CalendarDate, type Cents, type EmployeeType, type QuoteRequest } from '@tripx/domain';
import { Effect } from 'effect';
import {
  aPax,
  aPlanEntry,
  aQuoteRequest,
  arbCategory,
  arbQuoteRequest,
  date,
  healthyAnswers,
  sampleCatalogue,
} from '@tripx/domain/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceChange } from './re-quote-policy/re-quote-policy';
import type { MaintainedPolicy } from './policy-maintenance.ports';
import { catalogueRerater } from './rerate-with-catalogue';
import type { Actor } from '../session/session';
import { staff } from './test-support/policy-fixtures';
import { bornAged, maintainedOf, sell } from './test-support/sold-policy';

const catalogue = sampleCatalogue();
const rerate = catalogueRerater(catalogue);
const SOLD_ON = date('2025-06-01');
const STAFF = staff() as Extract<Actor, { kind: 'user' }>;

/** What an endorsement that changes nothing costs, asked on `today` (the form's snapshot sent back). */
const noChange = (policy: MaintainedPolicy, today: CalendarDate = SOLD_ON) => {
  const priced = priceChange(
    { rerate, now: () => new Date(`${today}T15:00:00Z`) },
    STAFF,
    policy,
    {
      ...policy.snapshot,
      dependents: policy.snapshot.dependents.map((d) => ({
        ...d,
        dateOfBirth: d.dateOfBirth as CalendarDate,
      })),
    },
    undefined,
  );
  return Effect.runSync(Effect.mapError(priced, (e) => new Error(`re-rate refused: ${JSON.stringify(e)}`)));
};

const soldPolicy = async (request: QuoteRequest): Promise<MaintainedPolicy> => {
  const booking = await sell(catalogue, request);
  if (!booking) throw new Error('not sellable');
  return maintainedOf(catalogue, booking);
};

/** A traveller of that age; 60+ answer the questionnaire and take a deductible (spec 5.3). */
const traveller = (age: number, answers = false) =>
  aPax({
    age: undefined,
    dateOfBirth: bornAged(SOLD_ON, age),
    plans: [aPlanEntry({ tripPreference: { deductible: answers ? 500 : 0 } })],
    medicalQuestionnaires: answers
      ? [{ planClass: 'OCM', answers: healthyAnswers('OCM'), declaration: true }]
      : [],
  });

describe('catalogueRerater: an endorsement re-rates what was sold', () => {
  it.each<EmployeeType>([
    'MANULIFE_EMPLOYEE',
    'RESIDE_WITH_MANULIFE_EMPLOYEE',
    'NOT_RESIDE_WITH_MANULIFE_EMPLOYEE',
  ])('keeps the %s discount: a change of nothing costs 0', async (employeeType) => {
    const policy = await soldPolicy(
      aQuoteRequest({
        applicationDate: SOLD_ON,
        employeeType,
        employeeName: 'Pat Doe',
        paxes: [traveller(40)],
      }),
    );
    expect(noChange(policy)).toMatchObject({ deltaTotal: 0, changes: [] });
  });

  it('keeps a 60+ traveller’s medical answers: the policy can be edited, and a longer trip costs more', async () => {
    const policy = await soldPolicy(
      aQuoteRequest({ applicationDate: SOLD_ON, paxes: [traveller(67, true)] }),
    );
    expect(noChange(policy).deltaTotal).toBe(0);
    const longer = rerate(
      policy,
      { ...policy.snapshot, endDate: addDays(policy.snapshot.endDate, 5) },
      SOLD_ON,
    );
    expect(longer.ok && (longer.premiums[0]?.premium ?? 0) > (policy.paxes[0]?.premiumCents ?? 0)).toBe(true);
  });

  it('new destinations decide the within-Canada discount again: abroad costs more, back home costs as sold', async () => {
    const home = { destinations: ['YVR,CA'], departureLocation: 'YYZ' };
    const policy = await soldPolicy(
      aQuoteRequest({ applicationDate: SOLD_ON, paxes: [traveller(35)], tripInformation: home }),
    );
    const sold = policy.paxes[0]?.premiumCents ?? 0;
    const abroad = rerate(policy, { ...policy.snapshot, destinations: ['LHR,GB'] }, SOLD_ON);
    expect(abroad.ok && (abroad.premiums[0]?.premium ?? 0) > sold).toBe(true);
    expect(noChange(policy).deltaTotal).toBe(0);
  });

  it('re-rates at the sale’s application date: a departure now in the past is no new sale', async () => {
    const policy = await soldPolicy(aQuoteRequest({ applicationDate: SOLD_ON, paxes: [traveller(35)] }));
    expect(noChange(policy, addDays(policy.snapshot.endDate, 30)).deltaTotal).toBe(0);
  });

  it('keeps a dependent’s trip cost (trip cancellation) in cents while its whole dollars are unchanged', async () => {
    const policy = await soldPolicy(
      aQuoteRequest({
        applicationDate: SOLD_ON,
        travellerType: 'FAMILY',
        paxes: [
          {
            ...traveller(45),
            plans: [
              aPlanEntry({
                tripPreference: { tripCostCents: 300_049 as Cents },
                optionalBenefits: [{ code: 'TCI' }],
              }),
            ],
          },
          { ...traveller(44), referenceNumber: 2 },
        ],
        dependents: [
          { referenceNumber: 3, dateOfBirth: date('2015-03-01'), tripCostCents: 120_049 as Cents },
        ],
      }),
    );
    expect(noChange(policy).deltaTotal).toBe(0);
  });

  it('refuses a policy whose sale cannot be read (rerateFailed), never a made-up price', async () => {
    const { ratingContext: _, ...unreadable } = await soldPolicy(
      aQuoteRequest({ applicationDate: SOLD_ON, paxes: [traveller(35)] }),
    );
    expect(rerate(unreadable, unreadable.snapshot, SOLD_ON)).toEqual({ ok: false, code: 'rerateFailed' });
  });

  /** Any sellable policy: every category and plan, ages with 60+ answering the questionnaire, employee, family. */
  const arbSale = fc
    .record({
      request: arbCategory.chain((c) => arbQuoteRequest(c)),
      healthy: fc.boolean(),
      senior: fc.boolean(),
      withinCanada: fc.boolean(),
      dependentCents: fc.integer({ min: 0, max: 999_999 }),
    })
    .map(({ request, healthy, senior, withinCanada, dependentCents }) => ({
      ...request,
      paxes: request.paxes.map((p) => ({
        ...p,
        age: undefined,
        // Half the sales are of travellers aged 60 to 85, who answer the questionnaire.
        dateOfBirth: bornAged(request.applicationDate, senior ? 60 + ((p.age ?? 0) % 26) : (p.age ?? 30)),
        plans: p.plans.slice(0, 1),
        ...(healthy
          ? {
              medicalQuestionnaires: (['OCM', 'VTC'] as const).map((planClass) => ({
                planClass,
                answers: healthyAnswers(planClass),
                declaration: true,
              })),
            }
          : {}),
      })),
      dependents: request.dependents.map((d) => ({ ...d, tripCostCents: dependentCents as Cents })),
      // What a sale asks beyond the price: the employee's name, a student's school, where the trip goes.
      ...(request.employeeType ? { employeeName: 'Pat Doe' } : {}),
      tripInformation: {
        ...request.tripInformation,
        fullTimeStudent: true,
        provincialHealthCoverage: true,
        educationStartDate: request.tripInformation.startDate,
        educationEndDate: request.tripInformation.endDate,
        schoolName: 'McGill',
        schoolCity: 'Montréal',
        destinations: [withinCanada ? 'YVR,CA' : 'LHR,GB'],
      },
    }));

  it('property: for every sellable policy, an endorsement that changes nothing costs 0', async () => {
    await fc.assert(
      fc.asyncProperty(arbSale, async (request) => {
        const booking = await sell(catalogue, request);
        fc.pre(booking !== undefined);
        const policy = maintainedOf(catalogue, booking as NonNullable<typeof booking>);
        // Asked long after the sale: the departure is past, the rates may have moved on.
        expect(noChange(policy, addDays(request.applicationDate, 400))).toMatchObject({
          deltaTotal: 0,
          changes: [],
        });
      }),
      { numRuns: 150, seed: 15_03 },
    );
  }, 60_000);
});
