import { LIMITS } from '../shared/limits';
import { emptyQuoteTraveller, type QuoteTraveller } from './quote-form';

/** Spec 5.1: at most 12 travellers; the add button hides at the limit. */
export const canAddTraveller = (count: number): boolean => count < LIMITS.maxTravellers;

/** The form always keeps one traveller row, so the last one has no remove button. */
export const canRemoveTraveller = (count: number): boolean => count > 1;

/** Reference numbers follow list order from 1, as the quote payload expects. */
export const renumberQuoteTravellers = (travellers: readonly QuoteTraveller[]): readonly QuoteTraveller[] =>
  travellers.map((t, i) => (t.referenceNumber === i + 1 ? t : { ...t, referenceNumber: i + 1 }));

/** Appends an empty traveller; unchanged at the limit. */
export const addQuoteTraveller = (travellers: readonly QuoteTraveller[]): readonly QuoteTraveller[] =>
  canAddTraveller(travellers.length)
    ? [...renumberQuoteTravellers(travellers), emptyQuoteTraveller(travellers.length + 1)]
    : renumberQuoteTravellers(travellers);

/** Removes the traveller with that reference number and renumbers the rest; never empties the list. */
export const removeQuoteTraveller = (
  travellers: readonly QuoteTraveller[],
  referenceNumber: number,
): readonly QuoteTraveller[] => {
  const numbered = renumberQuoteTravellers(travellers);
  if (!canRemoveTraveller(numbered.length)) return numbered;
  return renumberQuoteTravellers(numbered.filter((t) => t.referenceNumber !== referenceNumber));
};
