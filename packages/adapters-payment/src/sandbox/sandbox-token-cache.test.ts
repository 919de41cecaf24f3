import { asDataKey, type SandboxTokenRow } from '@tripx/application';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxTokenCache } from './sandbox-token-cache';

const row = (key: string, expiresAtMs: number): SandboxTokenRow => ({
  dataKey: asDataKey(key),
  brand: 'visa',
  last4: '4242',
  cardExpiry: { month: 12, year: 2034 },
  behaviour: 'approve',
  createdAt: new Date(0),
  expiresAt: new Date(expiresAtMs),
});

describe('SandboxTokenCache', () => {
  it('property: answers a remembered row only while it is alive, and never holds more than its capacity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(
          fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e'), ttl: fc.integer({ min: 0, max: 100 }) }),
        ),
        fc.integer({ min: 0, max: 120 }),
        (capacity, writes, at) => {
          const cache = new SandboxTokenCache(capacity);
          const latest = new Map<string, number>();
          for (const w of writes) {
            cache.remember(row(w.key, w.ttl));
            latest.delete(w.key);
            latest.set(w.key, w.ttl);
          }
          // The most recently remembered `capacity` keys are the ones kept.
          const kept = [...latest.keys()].slice(-capacity);
          for (const key of ['a', 'b', 'c', 'd', 'e']) {
            const found = cache.live(asDataKey(key), new Date(at));
            const ttl = latest.get(key);
            const alive = ttl !== undefined && kept.includes(key) && at < ttl;
            expect(found?.expiresAt.getTime()).toBe(alive ? ttl : undefined);
          }
        },
      ),
    );
  });
});
