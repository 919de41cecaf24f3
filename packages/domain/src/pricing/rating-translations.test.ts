import { describe, expect, it } from 'vitest';
import en from '../../../../translations/errors/rating.en.json';
import fr from '../../../../translations/errors/rating.fr.json';
import {
  BENEFIT_REASON_CODES,
  CATALOGUE_CODES,
  MQ_CODES,
  PLAN_REASON_CODES,
  QUOTE_REQUEST_CODES,
} from './pricing.codes';
import { RECOMMENDATION_REASON_CODES } from './recommend-plan';

const labels: Record<'en' | 'fr', Record<string, string>> = { en, fr };

describe('labels of the rating codes', () => {
  it('EN and FR have the same keys', () => {
    expect(Object.keys(labels.fr).sort()).toEqual(Object.keys(labels.en).sort());
  });

  it.each([
    ...QUOTE_REQUEST_CODES,
    ...PLAN_REASON_CODES,
    ...BENEFIT_REASON_CODES,
    ...MQ_CODES,
    ...CATALOGUE_CODES,
    ...RECOMMENDATION_REASON_CODES,
  ])('%s has a label in both languages, and they differ', (code) => {
    expect(labels.en[code]?.trim()).toBeTruthy();
    expect(labels.fr[code]?.trim()).toBeTruthy();
    expect(labels.fr[code]).not.toBe(labels.en[code]);
  });
});
