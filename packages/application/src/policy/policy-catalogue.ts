import {
  benefitCodeNamed,
  cancellationRuleOf,
  catalogueNames,
  isCalendarDate,
  selectRateVersion,
  type CatalogueNames,
  type RatingCatalogue,
} from '@tripx/domain';
import type { CancellationRuleSource, PolicyRerater } from './policy-maintenance.ports';
import { catalogueRerater } from './rerate-with-catalogue';

/**
 * What policy administration reads from the rate catalogue, the one the server opened for rating:
 * the re-rater, each rate version's cancellation terms, and what a row written before the sale
 * recorded its rate version or its add-ons' codes needs.
 */
export interface PolicyCatalogue {
  readonly rerate: PolicyRerater;
  readonly cancellationRule: CancellationRuleSource;
  /** The rate version in force on an application date (as a sale would have chosen it). */
  readonly versionAt: (applicationDate: string) => string | undefined;
  /** An add-on's code from the English name an older sale recorded. */
  readonly benefitCode: (englishName: string) => string | undefined;
  /** Plans' and add-ons' names, for the screens that show a policy. */
  readonly names: CatalogueNames;
}

export const policyCatalogue = (catalogue: RatingCatalogue): PolicyCatalogue => ({
  rerate: catalogueRerater(catalogue),
  cancellationRule: (ratesVersion) => cancellationRuleOf(catalogue.versions, ratesVersion),
  versionAt: (applicationDate) => {
    if (!isCalendarDate(applicationDate)) return undefined;
    const inForce = selectRateVersion(catalogue.versions, applicationDate);
    return inForce.ok ? inForce.value.effectiveDate : undefined;
  },
  benefitCode: (englishName) => benefitCodeNamed(catalogue.benefits, englishName),
  names: catalogueNames(catalogue),
});
