import { describe, expect, it } from 'vitest';
import { sellsThroughConsumerLinks } from './consumer-referral';

const org = (category: string, referenceId: string | null = null) => ({
  category,
  whiteLabel: referenceId === null ? null : { referenceId },
});

describe('sellsThroughConsumerLinks', () => {
  it('an agency and a white label take the sales of their links', () => {
    expect(sellsThroughConsumerLinks(org('AGENCY'))).toBe(true);
    expect(sellsThroughConsumerLinks(org('WHITE_LABEL', 'NBT2024'))).toBe(true);
    expect(sellsThroughConsumerLinks(org('WHITE_LABEL'))).toBe(true);
  });

  it('the insurer’s direct channel and other categories do not, unless they have a white-label link', () => {
    expect(sellsThroughConsumerLinks(org('DIRECT'))).toBe(false);
    expect(sellsThroughConsumerLinks(org('INSURER'))).toBe(false);
    expect(sellsThroughConsumerLinks(org('agency'))).toBe(false);
    expect(sellsThroughConsumerLinks(org('DIRECT', 'CO-BRAND'))).toBe(true);
  });
});
