// The domain's pure rules on a request built in code: a Québec family, then the same family with a
// parent over the family plan's age. `node family.mjs <catalogue dir>`. The README of
// @tripx/domain shows these lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFromFiles } from '@tripx/application';
import { addDays, calendarDateAt, checkSale, priceQuote } from '@tripx/domain';

const dir = process.argv[2] ?? 'catalogue';
const catalogue = catalogueFromFiles({
  read: (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')),
  list: (sub) => readdirSync(join(dir, sub)),
});
if (!catalogue.ok) throw new Error(`catalogue refused: ${JSON.stringify(catalogue.errors)}`);

const today = calendarDateAt(new Date()); // the day in Toronto, as the server counts it
const plan = { code: 'SEMH', tripPreference: { deductible: 1000 }, adjustments: [], optionalBenefits: [] };
const family = (parentBorn) => ({
  language: 'en',
  applicationDate: today,
  travellerCategory: 'TRAVELLING_CANADIANS',
  travellerType: 'FAMILY',
  calculate: true,
  paxes: [{ referenceNumber: 1, dateOfBirth: parentBorn, medicalQuestionnaires: [], plans: [plan] }],
  dependents: [{ referenceNumber: 2, dateOfBirth: '2016-03-01' }],
  tripInformation: {
    startDate: addDays(today, 30),
    endDate: addDays(today, 44),
    tripType: 'SINGLE',
    provinceOfResidence: 'QC',
    countryOfResidence: 'CANADA',
    departureLocation: 'YUL',
    destinations: ['MCO,US'],
    furthestDestination: 'MCO,US',
    travellingWithinCanada: false,
    isSuperVisa: false,
  },
});

for (const request of [family('1985-05-01'), family('1950-05-01')]) {
  const sale = checkSale(request, today); // every sale rule of the quote form: dates, ages, family
  if (!sale.ok) {
    console.log(JSON.stringify({ refused: sale.errors.map(({ field, code }) => ({ field, code })) }));
    continue;
  }
  const quote = priceQuote(catalogue.value, sale.value); // each plan line: eligible or why not, priced
  if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
  const lines = quote.value.paxes.flatMap((p) => p.plans);
  console.log(
    JSON.stringify({
      totalCents: quote.value.totalCents,
      lines: lines.map(({ code, eligible, reasons }) => ({ code, eligible, reasons })),
    }),
  );
}
