import type { HitCounter, HitWindow } from '../hit-counter.port';

/** The port's contract in memory (the SQL and Redis adapters are tested against the same one). */
export const memoryCounter = (): HitCounter => {
  const windows = new Map<string, HitWindow>();
  const open = (key: string, now: Date) => {
    const w = windows.get(key);
    return w && w.endsAt > now ? w : undefined;
  };
  return {
    hit: async (key, now, windowMs) => {
      const w = open(key, now);
      const next = w
        ? { ...w, count: w.count + 1, lastAt: now }
        : { count: 1, endsAt: new Date(now.getTime() + windowMs), lastAt: now };
      windows.set(key, next);
      return next;
    },
    peek: async (key, now) => open(key, now),
    clear: async (key) => void windows.delete(key),
  };
};
