import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanDefinition } from '../catalogue/plan';
import {
  aPax,
  aPlanEntry,
  aQuoteRequest,
  arbAnswers,
  arbCategory,
  arbPlanEntry,
  arbQuoteRequest,
  plusDays,
  sampleCatalogue,
} from '../test-support/pricing';
import { familyPremium } from './family-premium';
import { priceQuote } from './price-quote';
import type { PlanQuote, Quote } from './quote';
import type { PlanEntry, QuoteRequest } from './quote-request';
import { selectRateVersion } from './rate-version';
import { SUPER_VISA } from './super-visa';
import { ageReferenceDate } from './traveller-age';

const catalogue = sampleCatalogue();
const price = (request: QuoteRequest): Quote | undefined => {
  const q = priceQuote(catalogue, request);
  return q.ok ? q.value : undefined;
};
const allLines = (q: Quote): PlanQuote[] => q.paxes.flatMap((p) => p.plans);
const sum = (ns: readonly number[]): number => ns.reduce((a, b) => a + b, 0);
const plans = [...catalogue.plans.values()];
const arbPlan = fc.constantFrom(...plans);
const arbAnyRequest = arbCategory.chain((c) => arbQuoteRequest(c));

/** One traveller, one plan, everything else fixed: the pricing of a single line as a function. */
const single = (
  plan: PlanDefinition,
  entry: PlanEntry,
  age: number,
  days: number,
  extra: Partial<QuoteRequest> = {},
) => {
  const startDate = plusDays(aQuoteRequest().applicationDate, 30);
  const request = aQuoteRequest({
    travellerCategory: plan.categories[0],
    paxes: [aPax({ age, plans: [entry], ...(extra.paxes?.[0] ?? {}) })],
    tripInformation: {
      startDate,
      endDate: plusDays(startDate, days - 1),
      countryOfResidence: plan.categories[0] === 'VISITOR_TO_CANADA' ? 'INTERNATIONAL' : 'CANADA',
      studentType: 'INTERNATIONAL',
      existingCoverageDays: 5,
    },
  });
  const q = price(request);
  return q?.paxes[0]?.plans[0];
};
const priced = (l: PlanQuote | undefined): l is PlanQuote => l?.status === 'PRICED';
const arbLine = arbPlan.chain((plan) =>
  fc.record({
    plan: fc.constant(plan),
    entry: arbPlanEntry(plan),
    age: fc.integer({ min: 0, max: 59 }),
    days: fc.integer({ min: 6, max: 400 }),
    answers: arbAnswers(plan.planClass === 'VTC' ? 'VTC' : 'OCM'),
  }),
);
const withMq = (
  plan: PlanDefinition,
  answers: ReturnType<typeof aPax>['medicalQuestionnaires'][number]['answers'],
) => ({
  paxes: [aPax({ medicalQuestionnaires: [{ planClass: plan.planClass, answers, declaration: true }] })],
});

describe('pricing properties (sample catalogue)', () => {
  it('property: every amount is whole cents, and no premium or total is ever negative', () => {
    fc.assert(
      fc.property(arbAnyRequest, (request) => {
        const q = price(request);
        if (!q) return;
        for (const l of allLines(q))
          for (const amounts of [l, ...l.benefits]) {
            expect(amounts.premiumCents).toBeGreaterThanOrEqual(0);
            expect(amounts.taxCents).toBeGreaterThanOrEqual(0);
            expect(amounts.totalCents).toBeGreaterThanOrEqual(0);
            for (const c of [
              amounts.premiumCents,
              amounts.taxCents,
              ...amounts.adjustments.map((a) => a.amountCents),
            ])
              expect(Number.isSafeInteger(c)).toBe(true);
          }
      }),
    );
  });

  it('property: the sum of the shown parts equals every total (line, traveller, quote)', () => {
    fc.assert(
      fc.property(arbAnyRequest, (request) => {
        const q = price(request);
        if (!q) return;
        for (const pax of q.paxes) {
          for (const l of pax.plans)
            for (const amounts of [l, ...l.benefits])
              expect(
                amounts.premiumCents + sum(amounts.adjustments.map((a) => a.amountCents)) + amounts.taxCents,
              ).toBe(amounts.totalCents);
          expect(sum(pax.plans.map((l) => l.totalCents + sum(l.benefits.map((b) => b.totalCents))))).toBe(
            pax.totalCents,
          );
        }
        expect(sum(q.paxes.map((p) => p.totalCents))).toBe(q.totalCents);
      }),
    );
  });

  it('property: below 60 an older traveller is never cheaper on the same plan', () => {
    fc.assert(
      fc.property(arbLine, fc.integer({ min: 0, max: 59 }), ({ plan, entry, age, days, answers }, other) => {
        const [young, old] = [Math.min(age, other), Math.max(age, other)];
        const a = single(plan, entry, young, days, withMq(plan, answers));
        const b = single(plan, entry, old, days, withMq(plan, answers));
        if (priced(a) && priced(b)) expect(b.totalCents).toBeGreaterThanOrEqual(a.totalCents);
      }),
    );
  });

  it('property: a higher deductible never costs more', () => {
    fc.assert(
      fc.property(arbLine, fc.integer({ min: 0, max: 95 }), ({ plan, entry, days, answers }, age) => {
        const ds = [...plan.options.deductibles].sort((x, y) => x - y);
        const lines = ds.map((deductible) =>
          single(
            plan,
            { ...entry, tripPreference: { ...entry.tripPreference, deductible } },
            age,
            days,
            withMq(plan, answers),
          ),
        );
        for (let i = 1; i < lines.length; i++) {
          const [lower, higher] = [lines[i - 1], lines[i]];
          if (priced(lower) && priced(higher))
            expect(higher.totalCents).toBeLessThanOrEqual(lower.totalCents);
        }
      }),
    );
  });

  it('property: more days never cost less', () => {
    fc.assert(
      fc.property(arbLine, fc.integer({ min: 1, max: 60 }), ({ plan, entry, age, days, answers }, more) => {
        const a = single(plan, entry, age, days, withMq(plan, answers));
        const b = single(plan, entry, age, days + more, withMq(plan, answers));
        if (priced(a) && priced(b)) expect(b.totalCents).toBeGreaterThanOrEqual(a.totalCents);
      }),
    );
  });

  it("property: a family premium never exceeds the sum of its members' single premiums", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ age: fc.nat(59), base: fc.double({ min: 0, max: 1e6, noNaN: true }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 10_000, max: 40_000 }),
        (members, bps) => {
          expect(familyPremium(members, bps / 10_000)).toBeLessThanOrEqual(
            sum(members.map((m) => m.base)) + 1e-6,
          );
        },
      ),
    );
    // And on shown cents, against the same travellers quoted one by one (each line rounds once).
    fc.assert(
      fc.property(arbQuoteRequest('TRAVELLING_CANADIANS', { family: true, maxAge: 59 }), (request) => {
        const q = price({ ...request, dependents: [] });
        if (!q) return;
        for (const code of new Set(
          allLines(q)
            .filter(priced)
            .map((l) => l.code),
        )) {
          const familyCents = sum(
            allLines(q)
              .filter((l) => l.code === code)
              .map((l) => l.premiumCents),
          );
          // Every traveller is a member, quoted alone with the family's parameters (the first listing's).
          const entry = request.paxes.flatMap((p) => p.plans).find((e) => e.code === code);
          const singles = request.paxes.map((p) =>
            price({
              ...request,
              travellerType: 'SINGLE',
              dependents: [],
              paxes: [{ ...p, plans: entry ? [entry] : [] }],
            }),
          );
          const singleCents = sum(singles.map((s) => s?.paxes[0]?.plans[0]?.premiumCents ?? 0));
          expect(familyCents).toBeLessThanOrEqual(singleCents + request.paxes.length);
        }
      }),
    );
  });

  it("property: a family's trip cancellation insures every member's own trip cost once: its premiums sum to the rate on all the members' trip costs, and only a line whose own cost (the first line's with the dependants') is above the limit is refused", () => {
    // Sample rates: trip cancellation 5.5 % of the trip cost under 60, up to 20,000 $ a line.
    const rateBps = 550;
    const limitCents = 2_000_000;
    const semh = catalogue.plans.get('SEMH');
    if (!semh) throw new Error('SEMH not in the sample catalogue');
    const arbTripCost = fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 900_000 }), weight: 4 },
      { arbitrary: fc.integer({ min: 0, max: 2_500_000 }), weight: 1 },
    );
    let summed = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        arbQuoteRequest('TRAVELLING_CANADIANS', { family: true, maxAge: 59 }),
        arbPlanEntry(semh),
        fc.array(arbTripCost, { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 600_000 }), { minLength: 2, maxLength: 2 }),
        (request, entry, paxCosts, dependantCosts) => {
          // Every traveller lists the family's plan with trip cancellation, on a trip cost of their own.
          const family: QuoteRequest = {
            ...request,
            paxes: request.paxes.map((p, i) => ({
              ...p,
              plans: [
                {
                  ...entry,
                  tripPreference: { ...entry.tripPreference, tripCostCents: paxCosts[i] ?? 0 },
                  optionalBenefits: [{ code: 'TCI' }],
                },
              ],
            })),
            dependents: request.dependents.map((d, i) => ({ ...d, tripCostCents: dependantCosts[i] ?? 0 })),
          };
          const q = price(family);
          const lines = q?.paxes.map((p) => p.plans[0]) ?? [];
          if (!q || !lines.every(priced)) return;
          const travellersCents = sum(family.paxes.map((_, i) => paxCosts[i] ?? 0));
          const dependantsCents = sum(family.dependents.map((d) => d.tripCostCents ?? 0));
          const tci = lines.map((l) => l.benefits.find((b) => b.code === 'TCI'));
          tci.forEach((b, i) => {
            const insured = (paxCosts[i] ?? 0) + (i === 0 ? dependantsCents : 0);
            expect(b).toMatchObject(
              insured <= limitCents
                ? { status: 'PRICED' }
                : { status: 'NOT_ELIGIBLE', reasons: ['tripCostGt'] },
            );
          });
          if (tci.some((b) => b?.status !== 'PRICED')) {
            refused++;
            return;
          }
          summed++;
          const exact = (rateBps * (travellersCents + dependantsCents)) / 10_000;
          // Each line rounds once, by less than a cent.
          expect(Math.abs(sum(tci.map((b) => b?.premiumCents ?? 0)) - exact)).toBeLessThan(lines.length);
        },
      ),
      { numRuns: 300 },
    );
    expect(summed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('property: family and companion discounts never combine', () => {
    fc.assert(
      fc.property(arbAnyRequest, (request) => {
        const q = price(request);
        if (!q) return;
        for (const l of allLines(q)) {
          const companion = l.adjustments.some((a) => a.type === 'COMPANION');
          if (l.family) expect(companion).toBe(false);
          if (companion) expect(request.travellerType).toBe('SINGLE');
        }
      }),
    );
  });

  it('property: super-visa plans are never priced below 100,000 of coverage or 365 days', () => {
    fc.assert(
      fc.property(arbQuoteRequest('VISITOR_TO_CANADA', { superVisa: true }), (request) => {
        const q = price(request);
        if (!q) return;
        for (const l of allLines(q).filter(priced)) {
          expect(l.coverageAmount ?? 0).toBeGreaterThanOrEqual(SUPER_VISA.minCoverageAmount);
          expect(l.days).toBeGreaterThanOrEqual(SUPER_VISA.minDays);
        }
      }),
    );
  });

  it('property: the version in force on the application date is used, recorded, and re-rates exactly', () => {
    fc.assert(
      fc.property(arbAnyRequest, fc.integer({ min: 1, max: 900 }), (request, later) => {
        const q = price(request);
        if (!q) return;
        const expected = selectRateVersion(catalogue.versions, request.applicationDate);
        expect(expected.ok && expected.value.effectiveDate).toBe(q.ratesVersion);
        // Re-rated later, pinned to the recorded version: every line priced both times costs the same.
        // The travellers' facts stay the same: where age is taken on the application date, the
        // dependents' birthdays move with it so their ages hold.
        const shift = ageReferenceDate(request) === request.applicationDate ? later : 0;
        const again = price({
          ...request,
          applicationDate: plusDays(request.applicationDate, later),
          dependents: request.dependents.map((d) => ({ ...d, dateOfBirth: plusDays(d.dateOfBirth, shift) })),
          ratesVersion: q.ratesVersion,
        });
        expect(again?.ratesVersion).toBe(q.ratesVersion);
        allLines(q).forEach((l, i) => {
          const other = again ? allLines(again)[i] : undefined;
          if (priced(l) && priced(other)) expect(other.totalCents).toBe(l.totalCents);
        });
      }),
    );
  });

  it('property: a discount answer (within Canada, employee) never makes a line cost more', () => {
    fc.assert(
      fc.property(arbQuoteRequest('TRAVELLING_CANADIANS', { family: false }), (request) => {
        const plain = price({
          ...request,
          employeeType: undefined,
          tripInformation: { ...request.tripInformation, travellingWithinCanada: false },
        });
        const discounted = price({
          ...request,
          employeeType: 'MANULIFE_EMPLOYEE',
          tripInformation: { ...request.tripInformation, travellingWithinCanada: true },
        });
        if (!plain || !discounted) return;
        allLines(plain).forEach((l, i) =>
          expect(allLines(discounted)[i]?.totalCents ?? 0).toBeLessThanOrEqual(l.totalCents),
        );
      }),
    );
  });

  it('property: a smoker never pays less than a non-smoker with the same other answers', () => {
    fc.assert(
      fc.property(arbLine, fc.integer({ min: 60, max: 79 }), ({ plan, entry, days, answers }, age) => {
        const as = (smoker: string) =>
          answers.map((a) => (a.key === 'smoker' ? { ...a, answer: smoker } : a));
        const yes = single(plan, aPlanEntry({ ...entry }), age, days, withMq(plan, as('YES')));
        const no = single(plan, aPlanEntry({ ...entry }), age, days, withMq(plan, as('NO')));
        if (priced(yes) && priced(no)) expect(yes.totalCents).toBeGreaterThanOrEqual(no.totalCents);
      }),
    );
  });
});
