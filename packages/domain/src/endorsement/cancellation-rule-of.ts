import type { CancellationTerms } from '../catalogue/rate-table';
import type { CalendarDate } from '../shared/calendar-date';
import type { CancellationRule } from './cancellation-refund';

/** A rate version as far as cancellation goes: its date and the terms its file sells with. */
export interface RatesWithTerms {
  readonly effectiveDate: CalendarDate;
  readonly table: { readonly cancellation: CancellationTerms };
}

/**
 * The cancellation rule a policy keeps: the terms of the rate version it was sold on, named by that
 * version's effective date (`ratesVersion`, a date or a longer id that starts with it). PRODUCT.md:
 * after the effective date the unused days are refunded pro rata, less the version's fee.
 * Undefined when no version of the catalogue has that date.
 */
export const cancellationRuleOf = (
  versions: readonly RatesWithTerms[],
  ratesVersion: string,
): CancellationRule | undefined => {
  const version = versions.find((v) => v.effectiveDate === ratesVersion.slice(0, 10));
  return (
    version && {
      version: version.effectiveDate,
      feeCents: version.table.cancellation.feeCents,
      proRata: true,
    }
  );
};
