import type { CalendarDate } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { act, recordingDays, SNAPSHOT, staff, world } from '../test-support/policy-fixtures';

const MINUTE_MS = 60_000;
/** Midnight UTC between 20 and 21 November 2026: in Toronto (EST, UTC-5) it is 19:00 on the 20th. */
const MIDNIGHT_UTC = Date.parse('2026-11-21T00:00:00Z');

describe('the day an endorsement applies from', () => {
  it('property: around midnight UTC, re-quote and apply price the change on the Toronto business day', async () => {
    await fc.assert(
      // From 19:00 UTC on the 20th to 04:59 UTC on the 21st: 14:00 to 23:59 on 20 November in Toronto.
      fc.asyncProperty(fc.integer({ min: -300, max: 299 }), async (minutes) => {
        const now = new Date(MIDNIGHT_UTC + minutes * MINUTE_MS);
        const { deps, days } = recordingDays(await world(now));
        const changes = { ...SNAPSHOT, endDate: '2026-12-12' as CalendarDate };
        const quoted = await act(deps).reQuote(staff(), { policyNumber: 'P1', version: 1, changes });
        expect(quoted.ok).toBe(true);
        const applied = await act(deps).update(staff(), {
          policyNumber: 'P1',
          version: 1,
          changes,
          charge: { method: 'TOKEN' },
        });
        expect(applied.ok).toBe(true);
        expect([now.toISOString(), days]).toEqual([now.toISOString(), ['2026-11-20', '2026-11-20']]);
      }),
      { numRuns: 30 },
    );
  });
});
