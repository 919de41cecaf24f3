import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../../contracts/decode-input';
import { PurchaseRequestCodec } from '../contracts/purchase-request.contract';
import { aPurchase, consumer, setup } from '../test-support/purchase-fixtures';
import { startPurchase } from './start-purchase';

const MINUTE_MS = 60_000;
/** Midnight UTC between 1 and 2 June 2025: in Toronto (EDT, UTC-4) it is 20:00 on 1 June. */
const MIDNIGHT_UTC = Date.parse('2025-06-02T00:00:00Z');

describe('the application date of a purchase', () => {
  it('property: around midnight UTC the policy applies from the Toronto business day, not the UTC one', async () => {
    const body = decodeInput(PurchaseRequestCodec, aPurchase());
    if (!body.ok) throw new Error(JSON.stringify(body.errors));
    await fc.assert(
      // From 20:00 UTC on the 1st to 03:59 UTC on the 2nd: 16:00 to 23:59 on 1 June in Toronto.
      fc.asyncProperty(fc.integer({ min: -240, max: 239 }), async (minutes) => {
        const now = new Date(MIDNIGHT_UTC + minutes * MINUTE_MS);
        const { deps } = setup();
        const started = await Effect.runPromise(
          startPurchase({ ...deps, now: () => now }, consumer, body.value, {
            scope: 's',
            key: `k${minutes}`,
          }),
        );
        expect(started.kind).toBe('booking');
        if (started.kind !== 'booking') return;
        expect([now.toISOString(), started.booking.applicationDay]).toEqual([
          now.toISOString(),
          '2025-06-01',
        ]);
      }),
      { numRuns: 30 },
    );
  });
});
