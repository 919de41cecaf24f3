import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../test-support/pricing';
import { benefitCodeNamed } from './benefit-named';

describe('a benefit named by an older sale', () => {
  const { benefits } = sampleCatalogue();

  it('is found by its English name, for every benefit of the catalogue', () => {
    expect(benefits.size).toBeGreaterThan(0);
    for (const [code, benefit] of benefits)
      expect(benefitCodeNamed(benefits, benefit.content.en.name)).toBe(code);
  });

  it('is not found by its French name, nor by a name no benefit has', () => {
    const frenchOnly = [...benefits.values()].find((b) => b.content.fr.name !== b.content.en.name);
    if (!frenchOnly) throw new Error('the sample catalogue has no benefit named differently in French');
    expect(benefitCodeNamed(benefits, frenchOnly.content.fr.name)).toBeUndefined();
    expect(benefitCodeNamed(benefits, 'No such benefit')).toBeUndefined();
  });
});
