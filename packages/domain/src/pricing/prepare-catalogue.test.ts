import { describe, expect, it } from 'vitest';
import type { CatalogueData } from '../catalogue/catalogue';
import { editAt, mutableCatalogueData, type JsonPath } from '../test-support/pricing';
import { prepareCatalogue } from './prepare-catalogue';
import { CATALOGUE_CODES, type CatalogueCode } from './pricing.codes';

type Edit = (d: CatalogueData) => void;
const set =
  (path: JsonPath, value: unknown): Edit =>
  (d) =>
    editAt(d, path, value);
const remove =
  (path: JsonPath): Edit =>
  (d) =>
    editAt(d, path, undefined, true);
const RATES = 'rateTables.2025-01-01';

const cases: readonly [CatalogueCode, string, Edit][] = [
  ['planDuplicate', 'planFile.plans.1.code', set(['plans', 1, 'code'], 'SEMH')],
  [
    'planCategoryMissing',
    'planFile.plans',
    (d) =>
      editAt(
        d,
        ['plans'],
        d.plans.filter((p) => p.code !== 'STCIH'),
      ),
  ],
  ['benefitUnknown', 'planFile.plans.0.benefits.0.code', (d) => editAt(d, ['benefits'], d.benefits.slice(1))],
  ['benefitDuplicate', 'planFile.benefits.1.code', set(['benefits', 1, 'code'], 'EMH')],
  [
    'optionsMissing',
    'planFile.plans.4.options.coverageAmounts',
    set(['plans', 4, 'options', 'coverageAmounts'], []),
  ],
  [
    'questionnaireMissing',
    'planFile.plans.0.eligibility.mqFromAge',
    (d) => editAt(d, ['medicalQuestionnaires'], d.medicalQuestionnaires.slice(1)),
  ],
  [
    'questionnaireDuplicate',
    'medicalQuestionnaires.OCM',
    set(['medicalQuestionnaires', 1, 'planClass'], 'OCM'),
  ],
  [
    'questionUnknown',
    'medicalQuestionnaires.OCM.scoring.points.0',
    set(['medicalQuestionnaires', 0, 'scoring', 'points', 0, 'answer'], 'MAYBE'),
  ],
  [
    'questionDuplicate',
    'medicalQuestionnaires.OCM.pages.0.sections.0.questions.1.questionKey',
    set(
      ['medicalQuestionnaires', 0, 'pages', 0, 'sections', 0, 'questions', 1, 'questionKey'],
      'heartCondition',
    ),
  ],
  [
    'scoringCategoriesOrder',
    'medicalQuestionnaires.OCM.scoring.categories.2.maxPoints',
    set(['medicalQuestionnaires', 0, 'scoring', 'categories', 2, 'maxPoints'], 1),
  ],
  ['ratesVersionDuplicate', 'rateTables.2025-01-01', set(['rateTables', 1, 'effectiveDate'], '2025-01-01')],
  ['planRatesMissing', `${RATES}.plans.MAIH`, remove(['rateTables', 0, 'plans', 'MAIH'])],
  [
    'planRatesUnknown',
    `${RATES}.plans.STCIH`,
    (d) =>
      editAt(
        d,
        ['plans'],
        d.plans.map((p) => (p.code === 'STCIH' ? { ...p, code: 'SEMH' } : p)),
      ),
  ],
  [
    'ageBandsCoverage',
    `${RATES}.plans.SEMH.ageBands`,
    (d) =>
      editAt(
        d,
        ['rateTables', 0, 'plans', 'SEMH', 'ageBands'],
        d.rateTables[0]?.plans.SEMH?.ageBands.slice(0, -1),
      ),
  ],
  [
    'ageBandsOrder',
    `${RATES}.plans.SEMH.ageBands.1.minAge`,
    set(['rateTables', 0, 'plans', 'SEMH', 'ageBands', 1, 'minAge'], 20),
  ],
  [
    'rateMissing',
    `${RATES}.plans.MEMH.ageBands.0.rates.60`,
    remove(['rateTables', 0, 'plans', 'MEMH', 'ageBands', 0, 'rates', '60']),
  ],
  [
    'rateNegative',
    `${RATES}.plans.SEMH.ageBands.0.rates.ALL`,
    set(['rateTables', 0, 'plans', 'SEMH', 'ageBands', 0, 'rates', 'ALL'], -1),
  ],
  [
    'rateDecreasesWithAge',
    `${RATES}.plans.SVTCBH.ageBands.2.rates.15000`,
    set(['rateTables', 0, 'plans', 'SVTCBH', 'ageBands', 2, 'rates', '15000'], 1),
  ],
  [
    'rateDecreasesWithDaysPerTrip',
    `${RATES}.plans.MEMH.ageBands.0.rates.10`,
    set(['rateTables', 0, 'plans', 'MEMH', 'ageBands', 0, 'rates', '10'], 100),
  ],
  [
    'deductibleDiscountMissing',
    `${RATES}.plans.SEMH.deductibleDiscountBps.10000`,
    remove(['rateTables', 0, 'plans', 'SEMH', 'deductibleDiscountBps', '10000']),
  ],
  [
    'deductibleDiscountOrder',
    `${RATES}.plans.SEMH.deductibleDiscountBps.5000`,
    set(['rateTables', 0, 'plans', 'SEMH', 'deductibleDiscountBps', '5000'], 500),
  ],
  [
    'mqFactorMissing',
    `${RATES}.plans.SVTCSH.mqCategoryFactorBps.D`,
    remove(['rateTables', 0, 'plans', 'SVTCSH', 'mqCategoryFactorBps', 'D']),
  ],
  [
    'mqFactorOrder',
    `${RATES}.plans.SEMH.mqCategoryFactorBps.C`,
    set(['rateTables', 0, 'plans', 'SEMH', 'mqCategoryFactorBps', 'C'], 9000),
  ],
  [
    'bpsRange',
    `${RATES}.adjustments.COMPANION.bps`,
    set(['rateTables', 0, 'adjustments', 'COMPANION', 'bps'], -10000),
  ],
  ['benefitRatesMissing', `${RATES}.benefits.TCI`, remove(['rateTables', 0, 'benefits', 'TCI'])],
  [
    'familyMultiplierRange',
    `${RATES}.familyMultiplierBps`,
    set(['rateTables', 0, 'familyMultiplierBps'], 9000),
  ],
];

describe('checking the catalogue before it is used', () => {
  it('accepts the shipped catalogue', () => {
    expect(prepareCatalogue(mutableCatalogueData()).ok).toBe(true);
  });

  it('has an example for every catalogue code', () => {
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(CATALOGUE_CODES));
  });

  it.each(cases)('%s at %s', (code, field, breakIt) => {
    const data = mutableCatalogueData();
    breakIt(data);
    const result = prepareCatalogue(data);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('reports every problem at once, not the first only', () => {
    const data = mutableCatalogueData();
    editAt(data, ['rateTables', 0, 'familyMultiplierBps'], 9000);
    editAt(data, ['rateTables', 1, 'plans', 'SEMH', 'ageBands', 0, 'rates', 'ALL'], -1);
    editAt(data, ['plans', 0, 'options', 'deductibles'], []);
    const result = prepareCatalogue(data);
    expect(result.ok ? [] : result.errors.map((e) => e.code).sort()).toEqual(
      expect.arrayContaining(['familyMultiplierRange', 'optionsMissing', 'rateNegative']),
    );
  });
});
