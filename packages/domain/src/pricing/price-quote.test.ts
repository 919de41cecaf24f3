import { describe, expect, it } from 'vitest';
import {
  aPax,
  aPlanEntry,
  aQuoteRequest,
  aVisitorRequest,
  date,
  sampleCatalogue,
} from '../test-support/pricing';
import { priceQuote } from './price-quote';
import type { PlanQuote, Quote } from './quote';
import type { QuoteRequest } from './quote-request';

const quote = (request: QuoteRequest): Quote => {
  const result = priceQuote(sampleCatalogue(), request);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};
const line = (q: Quote, pax = 0, plan = 0): PlanQuote => {
  const found = q.paxes[pax]?.plans[plan];
  if (!found) throw new Error('no such line');
  return found;
};

describe('pricing a quote (sample rates)', () => {
  it('prices one traveller: premium, deductible discount, tax, total — rounded once', () => {
    // Age 35: 2.60 $/day × 14 days = 36.40; 500 deductible −10 %; Ontario tax 8 % of 32.76 = 2.6208.
    const q = quote(
      aQuoteRequest({ paxes: [aPax({ plans: [aPlanEntry({ tripPreference: { deductible: 500 } })] })] }),
    );
    expect(q.ratesVersion).toBe('2025-01-01');
    expect(q.sampleRates).toBe(true);
    expect(line(q)).toMatchObject({
      code: 'SEMH',
      status: 'PRICED',
      eligible: true,
      reasons: [],
      days: 14,
      premiumCents: 3640,
      adjustments: [{ type: 'DEDUCTIBLE', amountCents: -364 }],
      taxCents: 262,
      totalCents: 3538,
    });
    expect(q.totalCents).toBe(3538);
  });

  it('uses the rate version in force on the application date, or the pinned one', () => {
    const later = quote(aQuoteRequest({ applicationDate: date('2026-02-01') }));
    expect(later.ratesVersion).toBe('2026-01-01');
    expect(line(later).premiumCents).toBe(270 * 14); // 2.60 × 1.04 = 2.70 $/day in the 2026 sample
    const pinned = quote(
      aQuoteRequest({ applicationDate: date('2026-02-01'), ratesVersion: date('2025-01-01') }),
    );
    expect(pinned.ratesVersion).toBe('2025-01-01');
    expect(line(pinned).premiumCents).toBe(260 * 14);
  });

  it('applies the adjustments in the documented order, each on what the previous left', () => {
    const q = quote(
      aQuoteRequest({
        employeeType: 'MANULIFE_EMPLOYEE',
        tripInformation: { travellingWithinCanada: true, provinceOfResidence: 'AB' },
        paxes: [
          aPax({ plans: [aPlanEntry({ tripPreference: { deductible: 1000 } })] }),
          aPax({ referenceNumber: 2, plans: [aPlanEntry({ tripPreference: { deductible: 1000 } })] }),
        ],
      }),
    );
    // 3640 → −15 % = −546 → 3094 → −50 % = −1547 → 1547 → −5 % = −77.35 → 1469.65 → −15 % = −220.4475.
    expect(line(q).adjustments).toEqual([
      { type: 'DEDUCTIBLE', amountCents: -546 },
      { type: 'TRAVELLINGWITHINCANADA', amountCents: -1547 },
      { type: 'COMPANION', amountCents: -77 },
      { type: 'EMPLOYEE', amountCents: -221 },
    ]);
    expect(line(q)).toMatchObject({ premiumCents: 3640, taxCents: 0, totalCents: 1249 });
  });

  it('prices a family as a multiple of the eldest, shared by the travellers, without companion discount', () => {
    const entry = aPlanEntry();
    const q = quote(
      aQuoteRequest({
        travellerType: 'FAMILY',
        paxes: [aPax({ age: 40, plans: [entry] }), aPax({ referenceNumber: 2, age: 38, plans: [entry] })],
        dependents: [
          { referenceNumber: 3, dateOfBirth: date('2015-03-01') },
          { referenceNumber: 4, dateOfBirth: date('2017-03-01') },
        ],
      }),
    );
    // Singles 3640 + 3640 + 2100 + 2100 = 11,480; 2 × the eldest's 3640 = 7280 is less.
    for (const pax of [0, 1])
      expect(line(q, pax)).toMatchObject({
        family: true,
        premiumCents: 3640,
        adjustments: [],
        taxCents: 291,
      });
    expect(q.totalCents).toBe(2 * 3931);
  });

  it("prices a family's trip cancellation on each traveller's own trip cost, the dependants' on the first line", () => {
    // One plan and its options for the family (the first listing's), but trip costs of their own:
    // 3,000 $ and 1,000 $, and a child's 500 $. Sample rates: trip cancellation 5.5 % under 60.
    const withTci = (tripCostCents: number) =>
      aPlanEntry({ tripPreference: { tripCostCents }, optionalBenefits: [{ code: 'TCI' }] });
    const q = quote(
      aQuoteRequest({
        travellerType: 'FAMILY',
        paxes: [
          aPax({ age: 40, plans: [withTci(300_000)] }),
          aPax({ referenceNumber: 2, age: 38, plans: [withTci(100_000)] }),
        ],
        dependents: [{ referenceNumber: 3, dateOfBirth: date('2015-03-01'), tripCostCents: 50_000 }],
      }),
    );
    const tci = (pax: number) => line(q, pax).benefits.find((b) => b.code === 'TCI');
    // 5.5 % of 3,000 $ + 500 $ = 192.50 $; 5.5 % of 1,000 $ = 55 $ (was 165 $: the primary's 3,000 $ again).
    expect(tci(0)).toMatchObject({ status: 'PRICED', premiumCents: 19_250 });
    expect(tci(1)).toMatchObject({ status: 'PRICED', premiumCents: 5_500 });
    // The family's options still come from the first listing: the plan premium is shared as before.
    expect(line(q, 0).premiumCents).toBe(line(q, 1).premiumCents);
  });

  it('needs the questionnaire at 60 and over: reported, not priced', () => {
    const q = quote(aQuoteRequest({ paxes: [aPax({ age: 60 })] }));
    expect(line(q)).toMatchObject({
      status: 'MQ_REQUIRED',
      eligible: false,
      reasons: ['mqRequired'],
      isMqRequired: true,
      isMqTaken: false,
      isMqEligible: null,
      premiumCents: 0,
      totalCents: 0,
    });
    expect(q.totalCents).toBe(0);
  });

  it('prices a 70-year-old super-visa visitor with questionnaire answers by rate category', () => {
    const q = quote(
      aVisitorRequest(
        {
          age: 70,
          plans: [
            aPlanEntry({ code: 'SVTCSH', tripPreference: { coverageAmount: 100_000, deductible: 1000 } }),
          ],
          medicalQuestionnaires: [
            {
              planClass: 'VTC',
              declaration: true,
              answers: [
                ...[
                  'heartCondition',
                  'lungCondition',
                  'homeOxygen',
                  'strokeTia',
                  'cancerTreatment',
                  'terminalIllness',
                  'hospitalStay',
                  'unstableCondition',
                ].map((key) => ({ key, answer: 'NO' })),
                { key: 'diabetesInsulin', answer: 'YES' },
                { key: 'smoker', answer: 'YES' },
                { key: 'medicationCount', answer: 'THREE_TO_FIVE' },
              ],
            },
          ],
        },
        { isSuperVisa: true },
      ),
    );
    // 3 points → category B (×1.25); 13.00 $/day × 1.25 × 365 days; smoker +10 %, then 1,000 deductible −15 %.
    expect(line(q)).toMatchObject({
      status: 'PRICED',
      rateCategory: 'B',
      isMqTaken: true,
      isMqEligible: true,
      days: 365,
      premiumCents: 593125,
      adjustments: [
        { type: 'SMOKERSURCHARGE', amountCents: 59313 },
        { type: 'DEDUCTIBLE', amountCents: -97866 },
      ],
    });
  });
});
