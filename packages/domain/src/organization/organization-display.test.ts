import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_CATEGORY,
  organizationDisplay,
  premiumLine,
  PREMIUM_DISPLAYS,
  type PremiumBasis,
} from './organization-display';

const categories = fc.constantFrom('AGENCY', 'DIRECT', 'WHITE_LABEL', 'BROKER', '');
const logos = fc.option(fc.constantFrom('maple-travel.svg', 'northern-bank.svg'), { nil: null });
const cents = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined });
const bases = fc.option(
  fc.oneof(
    fc.record({
      kind: fc.constant('coverage' as const),
      dollars: fc.option(fc.constantFrom(15_000, 100_000, 150_000), { nil: undefined }),
    }),
    fc.record({ kind: fc.constant('tripCost' as const), cents }),
  ),
  { nil: undefined },
);

describe('organization display by category (spec 3, 6)', () => {
  it('an agency shows its logo and the premium with its basis; the direct channel neither', () => {
    expect(organizationDisplay({ category: 'AGENCY', logoFile: 'maple-travel.svg' })).toEqual({
      category: 'AGENCY',
      showsLogo: true,
      logoFile: 'maple-travel.svg',
      premiumDisplay: 'coverageOrTripCost',
    });
    expect(organizationDisplay({ category: 'DIRECT', logoFile: 'cm.svg' })).toEqual({
      category: 'DIRECT',
      showsLogo: false,
      logoFile: null,
      premiumDisplay: 'premium',
    });
    expect(organizationDisplay({ category: 'WHITE_LABEL', logoFile: 'northern-bank.svg' })).toMatchObject({
      logoFile: 'northern-bank.svg',
      premiumDisplay: 'premium',
    });
  });

  it('a logo shows only when the category allows it and the organization has one; only agencies add the basis', () => {
    fc.assert(
      fc.property(categories, logos, (category, logoFile) => {
        const d = organizationDisplay({ category, logoFile });
        expect(d.logoFile).toBe(d.showsLogo ? logoFile : null);
        expect(d.showsLogo).toBe(category !== 'DIRECT');
        expect(d.premiumDisplay === 'coverageOrTripCost').toBe(category === AGENCY_CATEGORY);
      }),
    );
  });
});

describe('premium line', () => {
  it('states the coverage or the trip cost for an agency, and asks for it before a price', () => {
    const coverage: PremiumBasis = { kind: 'coverage', dollars: 100_000 };
    expect(premiumLine('coverageOrTripCost', 12_345, coverage)).toEqual({
      kind: 'amountForCoverage',
      cents: 12_345,
      coverageDollars: 100_000,
    });
    expect(premiumLine('coverageOrTripCost', undefined, coverage)).toEqual({ kind: 'askCoverage' });
    expect(premiumLine('coverageOrTripCost', 4_200, { kind: 'tripCost', cents: 200_000 })).toEqual({
      kind: 'amountForTripCost',
      cents: 4_200,
      tripCostCents: 200_000,
    });
    expect(premiumLine('coverageOrTripCost', 4_200, { kind: 'tripCost', cents: undefined })).toEqual({
      kind: 'askTripCost',
    });
    expect(premiumLine('premium', 12_345, coverage)).toEqual({ kind: 'amount', cents: 12_345 });
    expect(premiumLine('premium', undefined, coverage)).toEqual({ kind: 'toCalculate' });
  });

  it('never changes the amount, shows one only when priced, and names the basis only for coverageOrTripCost', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREMIUM_DISPLAYS), cents, bases, (display, premium, basis) => {
        const line = premiumLine(display, premium, basis);
        if ('cents' in line) expect(line.cents).toBe(premium);
        else expect(premium === undefined || basis !== undefined).toBe(true);
        const withBasis = line.kind !== 'amount' && line.kind !== 'toCalculate';
        expect(withBasis).toBe(display === 'coverageOrTripCost' && basis !== undefined);
        if (line.kind === 'amountForCoverage' && basis?.kind === 'coverage')
          expect(line.coverageDollars).toBe(basis.dollars);
        if (line.kind === 'amountForTripCost' && basis?.kind === 'tripCost')
          expect(line.tripCostCents).toBe(basis.cents);
        if (withBasis)
          expect(line.kind.endsWith(basis?.kind === 'coverage' ? 'Coverage' : 'TripCost')).toBe(true);
      }),
    );
  });
});
