import { describe, expect, it } from 'vitest';
import { chargePax, refundPax } from './money-moves';
import { world } from './test-support/policy-fixtures';

describe('money moves', () => {
  it('a second charge under the same key for another amount is a versionConflict, never a second charge', async () => {
    const w = await world();
    const pax = (await w.store.load('P1'))?.paxes[0];
    if (!pax) throw new Error('no pax');
    expect((await chargePax(w.deps, pax, 500, { method: 'TOKEN' }, 'endorse:P1:v1')).ok).toBe(true);
    expect(await chargePax(w.deps, pax, 700, { method: 'TOKEN' }, 'endorse:P1:v1')).toEqual({
      ok: false,
      code: 'versionConflict',
    });
    expect([...w.provider.charges.keys()].filter((k) => k.startsWith('endorse')).length).toBe(1);
  });

  it('refuses a refund above what the traveller paid less earlier refunds (refundExceedsPaid)', async () => {
    const w = await world();
    const pax = (await w.store.load('P1'))?.paxes[0];
    if (!pax) throw new Error('no pax');
    expect(await refundPax(w.deps, pax, 10_001, 'ORIGINAL', 'k')).toEqual({
      ok: false,
      code: 'refundExceedsPaid',
    });
    expect(w.provider.refunds).toEqual([]);
  });
});
