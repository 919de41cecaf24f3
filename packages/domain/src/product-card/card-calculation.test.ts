import { describe, expect, it } from 'vitest';
import { aProductCard } from '../test-support/plan-selection';
import { calculationFailed, calculationStarted, premiumCalculated } from './card-calculation';

describe('premium calculation on the card (spec 4.3)', () => {
  it('shows the spinner while calculating, then the premium', () => {
    const started = calculationStarted(aProductCard());
    expect(started.calculating).toBe(true);
    expect(premiumCalculated(started, 12_345)).toMatchObject({ calculating: false, premium: 12_345 });
    expect(calculationFailed(started)).toMatchObject({ calculating: false, premium: undefined });
  });

  it('ignores Calculate while it is disabled', () => {
    const disabled = aProductCard({
      needs: {
        deductible: false,
        tripDays: false,
        tripCost: true,
        coverageAmount: false,
        sumInsuredAfter: false,
      },
    });
    expect(calculationStarted(disabled)).toBe(disabled);
  });

  it('refuses a premium that is not whole cents', () => {
    expect(premiumCalculated(aProductCard(), 10.5).premium).toBeUndefined();
  });
});
