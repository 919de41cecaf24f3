import type { ProductCardState, TravellerPlanState } from '@tripx/domain';
import type { SessionSlices } from '../platform/session-slices';
import type { PlanLine } from './plan-cards';
import { QuoteSlice, TravellersPlanSlice } from './plan-selection.slices';

/** What the plan-selection store keeps across a reload (the travellersPlan and quote slices). */
export interface PlanSelectionSnapshot {
  quoteKey: string;
  ratesVersion: string;
  /** The quote answer's signed reference, sent back with the purchase ('' when none). */
  quoteRef: string;
  cards: ReadonlyMap<string, ProductCardState>;
  lines: ReadonlyMap<string, PlanLine>;
  selection: TravellerPlanState;
  addons: ReadonlyMap<string, readonly string[]>;
  recommended: ReadonlyMap<number, string>;
}

/** The stored snapshot, decoded; the parts whose slice is missing or does not decode are left out. */
export const restorePlanSelection = (slices: SessionSlices): Partial<PlanSelectionSnapshot> | undefined => {
  const saved = slices.load('travellersPlan', TravellersPlanSlice);
  const quote = slices.load('quote', QuoteSlice);
  if (!saved && !quote) return undefined;
  return {
    ...(saved
      ? {
          quoteKey: saved.quoteKey,
          // A calculation cut short by the reload is not running any more.
          cards: new Map(
            Object.entries(saved.cards).map(([k, c]) => [
              k,
              { ...c, calculating: false } as ProductCardState,
            ]),
          ),
          selection: saved.selection as TravellerPlanState,
          addons: new Map(Object.entries(saved.addons)),
          recommended: new Map(Object.entries(saved.recommended).map(([k, v]) => [Number(k), v])),
        }
      : {}),
    ...(quote
      ? {
          lines: new Map(Object.entries(quote.lines)),
          ratesVersion: quote.ratesVersion,
          quoteRef: quote.quoteRef ?? '',
        }
      : {}),
  };
};

/** Saves both slices whenever the store's snapshot changes. */
export const persistPlanSelection = (slices: SessionSlices, store: () => PlanSelectionSnapshot): void => {
  slices.persist('travellersPlan', () => {
    const s = store();
    return {
      quoteKey: s.quoteKey,
      cards: Object.fromEntries(s.cards),
      selection: s.selection,
      addons: Object.fromEntries(s.addons),
      recommended: Object.fromEntries([...s.recommended].map(([k, v]) => [String(k), v])),
    };
  });
  slices.persist('quote', () => {
    const s = store();
    return { ratesVersion: s.ratesVersion, quoteRef: s.quoteRef, lines: Object.fromEntries(s.lines) };
  });
};
