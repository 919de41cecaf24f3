import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../test-support/pricing';
import { catalogueNames } from './catalogue-names';

describe('the catalogue names plans and add-ons by their codes', () => {
  const catalogue = sampleCatalogue();
  const names = catalogueNames(catalogue);

  it('gives every plan and every benefit its English and French names', () => {
    expect(catalogue.plans.size).toBeGreaterThan(0);
    for (const [code, plan] of catalogue.plans)
      expect(names.plan(code)).toEqual({ en: plan.content.en.name, fr: plan.content.fr.name });
    for (const [code, benefit] of catalogue.benefits)
      expect(names.benefit(code)).toEqual({ en: benefit.content.en.name, fr: benefit.content.fr.name });
  });

  it('names no code the catalogue does not have, nor a plan code as a benefit', () => {
    const plan = [...catalogue.plans.keys()][0] as string;
    expect(names.plan('NOPE')).toBeUndefined();
    expect(names.benefit(plan)).toBeUndefined();
  });
});
