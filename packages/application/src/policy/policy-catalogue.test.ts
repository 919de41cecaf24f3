import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '@tripx/domain/test-support';
import { policyCatalogue } from './policy-catalogue';

describe('policy administration over the rate catalogue', () => {
  const catalogue = sampleCatalogue();
  const policies = policyCatalogue(catalogue);

  it('gives each rate version the cancellation fee of its file', () => {
    expect(catalogue.versions.map((v) => policies.cancellationRule(v.effectiveDate))).toEqual(
      catalogue.versions.map((v) => ({
        version: v.effectiveDate,
        feeCents: v.table.cancellation.feeCents,
        proRata: true,
      })),
    );
    expect(policies.cancellationRule('1999-01-01')).toBeUndefined();
  });

  it('chooses the rate version in force on an application date as a sale does', () => {
    const [first, second] = catalogue.versions;
    if (!first || !second) throw new Error('the sample catalogue has two rate versions');
    expect(policies.versionAt(first.effectiveDate)).toBe(first.effectiveDate);
    expect(policies.versionAt(second.effectiveDate)).toBe(second.effectiveDate);
    const dayBefore = new Date(Date.parse(`${second.effectiveDate}T00:00:00Z`) - 86_400_000);
    expect(policies.versionAt(dayBefore.toISOString().slice(0, 10))).toBe(first.effectiveDate);
    expect(policies.versionAt('1900-01-01')).toBeUndefined();
    expect(policies.versionAt('not a date')).toBeUndefined();
  });

  it('finds an add-on by the English name an older sale recorded', () => {
    const [benefit] = catalogue.benefits.values();
    if (!benefit) throw new Error('the sample catalogue has benefits');
    expect(policies.benefitCode(benefit.content.en.name)).toBe(benefit.code);
    expect(policies.benefitCode('No such benefit')).toBeUndefined();
  });
});
