import type { CalendarDate } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { act, recordingDays, SNAPSHOT, staff, world } from '../test-support/policy-fixtures';

const NOW = new Date('2026-11-20T15:00:00Z');
const CHOSEN = '2026-11-02' as CalendarDate;

/** Re-quote then apply one change with `applicationDate` asked, as `actor`; the days the rerater got. */
const daysPriced = async (actor: ReturnType<typeof staff>) => {
  const { deps, days } = recordingDays(await world(NOW));
  const changes = { ...SNAPSHOT, endDate: '2026-12-12' as CalendarDate };
  const quoted = await act(deps).reQuote(actor, {
    policyNumber: 'P1',
    version: 1,
    changes,
    applicationDate: CHOSEN,
  });
  const applied = await act(deps).update(actor, {
    policyNumber: 'P1',
    version: 1,
    changes,
    charge: { method: 'TOKEN' },
    applicationDate: CHOSEN,
  });
  expect([quoted.ok, applied.ok]).toEqual([true, true]);
  return days;
};

describe('the custom application date on an endorsement (feature customApplicationDate)', () => {
  it('a POLICY_ADMIN re-quotes and applies the change on the day chosen, as on a purchase', async () => {
    expect(await daysPriced(staff())).toEqual([CHOSEN, CHOSEN]);
  });

  it('from anyone else the day asked is ignored: today in Toronto', async () => {
    const editor = staff({ claims: ['POLICY_READ', 'POLICY_EDIT'] });
    expect(await daysPriced(editor)).toEqual(['2026-11-20', '2026-11-20']);
  });
});
