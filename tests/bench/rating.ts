// `pnpm bench:rating`: quotes per second and p50 / p99 latency of the rating engine, three baskets,
// one run, one process (one core). The catalogue is the shipped one, loaded and checked as in production.
import { priceQuote, type QuoteRequest } from '@tripx/domain';
import { loadCatalogue } from '@tripx/adapters-fs';
import { QuoteUseCase } from '@tripx/application';
import { Effect } from 'effect';

const loaded = await loadCatalogue();
if (!loaded.ok) throw new Error(`catalogue refused: ${JSON.stringify(loaded.problems)}`);
const catalogue = loaded.catalogue;

const trip = {
  tripType: 'SINGLE' as const,
  provinceOfResidence: 'ON' as const,
  travellingWithinCanada: false,
  countryOfResidence: 'CANADA' as const,
  isSuperVisa: false,
  departureLocation: 'YYZ',
  destinations: ['LHR,GB'] as string[],
};
const base = {
  language: 'en' as const,
  applicationDate: '2025-11-15',
  travellerType: 'SINGLE' as const,
  dependents: [],
  calculate: true,
};
const visitorPlans = ['SVTCBH', 'SVTCSH', 'SVTCEH', 'MAIH'].map((code) => ({
  code,
  tripPreference: { coverageAmount: 100_000, deductible: 1000 },
  adjustments: [],
  optionalBenefits: [],
}));
const answers = [
  ...['heartCondition', 'lungCondition', 'homeOxygen', 'strokeTia', 'cancerTreatment', 'terminalIllness'].map(
    (key) => ({ key, answer: 'NO' }),
  ),
  ...['hospitalStay', 'unstableCondition', 'smoker'].map((key) => ({ key, answer: 'NO' })),
  { key: 'diabetesInsulin', answer: 'YES' },
  { key: 'medicationCount', answer: 'THREE_TO_FIVE' },
];

const baskets = {
  'one adult, all 4 visitor plans': {
    ...base,
    travellerCategory: 'VISITOR_TO_CANADA',
    paxes: [
      { referenceNumber: 1, dateOfBirth: '1988-04-12', plans: visitorPlans, medicalQuestionnaires: [] },
    ],
    tripInformation: {
      ...trip,
      startDate: '2025-12-01',
      endDate: '2026-02-28',
      countryOfResidence: 'INTERNATIONAL',
    },
  },
  'family of four, SEMH + trip cancellation, MEMH': {
    ...base,
    travellerCategory: 'TRAVELLING_CANADIANS',
    travellerType: 'FAMILY',
    paxes: [1, 2].map((n) => ({
      referenceNumber: n,
      age: 40 - n,
      medicalQuestionnaires: [],
      plans: [
        {
          code: 'SEMH',
          tripPreference: { deductible: 500, tripCostCents: 400_000 },
          adjustments: [],
          optionalBenefits: [{ code: 'TCI' }],
        },
        {
          code: 'MEMH',
          tripPreference: { deductible: 500, daysPerTrip: 30 },
          adjustments: [],
          optionalBenefits: [],
        },
      ],
    })),
    dependents: [
      { referenceNumber: 3, dateOfBirth: '2014-09-03', tripCostCents: 150_000 },
      { referenceNumber: 4, dateOfBirth: '2017-01-22', tripCostCents: 150_000 },
    ],
    tripInformation: { ...trip, startDate: '2025-12-20', endDate: '2026-01-09' },
  },
  '70-year-old super-visa visitor, MQ answers': {
    ...base,
    travellerCategory: 'VISITOR_TO_CANADA',
    paxes: [
      {
        referenceNumber: 1,
        dateOfBirth: '1955-03-10',
        plans: visitorPlans,
        medicalQuestionnaires: [{ planClass: 'VTC', answers, declaration: true }],
      },
    ],
    tripInformation: {
      ...trip,
      startDate: '2026-02-01',
      endDate: '2027-01-31',
      countryOfResidence: 'INTERNATIONAL',
      isSuperVisa: true,
    },
  },
} as unknown as Record<string, QuoteRequest>;

/** Times `n` calls one by one (after a warm-up) and gives the rate and the latency percentiles. */
const measure = (fn: () => number, n: number) => {
  let sink = 0;
  for (let i = 0; i < Math.min(n, 20_000); i++) sink += fn();
  const samples = new Float64Array(n);
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    sink += fn();
    samples[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  samples.sort();
  const at = (q: number) => samples[Math.min(n - 1, Math.floor(q * n))] ?? 0;
  return { perSecond: n / seconds, p50: at(0.5), p99: at(0.99), sink };
};

const priced = (request: QuoteRequest) => (): number => {
  const q = priceQuote(catalogue, request);
  if (!q.ok) throw new Error(JSON.stringify(q.errors));
  return q.value.totalCents;
};

const useCase = new QuoteUseCase(
  { load: () => Effect.succeed(catalogue) },
  { now: () => new Date('2025-11-15T17:00:00Z') },
);
const endToEnd = (body: unknown) => (): number => {
  const r = Effect.runSync(Effect.either(useCase.execute(body)));
  if (r._tag === 'Left') throw new Error(JSON.stringify(r.left));
  return r.right.totalCents;
};

const rows: [string, ReturnType<typeof measure>][] = [];
for (const [name, request] of Object.entries(baskets)) rows.push([name, measure(priced(request), 200_000)]);
const first = Object.values(baskets)[0];
rows.push([
  'basket 1 end to end (io-ts decode + use case)',
  measure(endToEnd(JSON.parse(JSON.stringify(first))), 50_000),
]);

const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-CA', { minimumFractionDigits: d, maximumFractionDigits: d });
console.log(
  `rating benchmark — Node ${process.version}, one process, rates ${catalogue.versions[0]?.effectiveDate} (sample)`,
);
console.log(
  `${'basket'.padEnd(48)}${'quotes/s'.padStart(12)}${'p50 µs'.padStart(10)}${'p99 µs'.padStart(10)}`,
);
for (const [name, r] of rows)
  console.log(
    `${name.padEnd(48)}${fmt(r.perSecond).padStart(12)}${fmt(r.p50, 2).padStart(10)}${fmt(r.p99, 2).padStart(10)}`,
  );
const target = rows[0]?.[1].perSecond ?? 0;
console.log(
  `\nsingle-traveller target ≥ 50,000 quotes/s: ${target >= 50_000 ? 'met' : 'NOT met'} (${fmt(target)})`,
);
