import type { BenefitCode, BenefitDefinition } from './benefit';

/**
 * The code of the optional benefit an older sale recorded only by its English name (a purchase
 * now keeps `optionalBenefitCodes`); undefined when no benefit of the catalogue has that name.
 */
export const benefitCodeNamed = (
  benefits: ReadonlyMap<BenefitCode, BenefitDefinition>,
  englishName: string,
): BenefitCode | undefined => {
  for (const benefit of benefits.values()) if (benefit.content.en.name === englishName) return benefit.code;
  return undefined;
};
