/** One bar of the report chart: a day's policies and premium over every group. */
export interface DayBar {
  readonly day: string;
  readonly policies: number;
  readonly premiumCents: number;
  /** Height as a share of the tallest bar, 0 to 1. */
  readonly share: number;
}

/** The activity rows folded per day (sorted), heights scaled to the busiest day. */
export const dayBars = (
  activity: readonly { readonly day: string; readonly policies: number; readonly premiumCents: number }[],
): readonly DayBar[] => {
  const byDay = new Map<string, { policies: number; premiumCents: number }>();
  for (const a of activity) {
    const cur = byDay.get(a.day) ?? { policies: 0, premiumCents: 0 };
    byDay.set(a.day, {
      policies: cur.policies + a.policies,
      premiumCents: cur.premiumCents + a.premiumCents,
    });
  }
  const max = Math.max(0, ...[...byDay.values()].map((d) => d.policies));
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, d]) => ({ day, ...d, share: max === 0 ? 0 : d.policies / max }));
};
