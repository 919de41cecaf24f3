import { expect, it } from 'vitest';
import type { NewOutboxMessage, Outbox } from '../outbox.port';

/**
 * The behaviour every Outbox must have, as vitest cases: call it inside a `describe` with a factory of
 * empty outboxes (the in-memory one here, the SQL one on the server side) so that both keep one meaning.
 */
export const outboxContract = (makeOutbox: () => Promise<Outbox>): void => {
  const T0 = '2025-06-02T14:00:00.000Z';
  const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000).toISOString();
  const message = (id: string, createdAt = T0): NewOutboxMessage => ({
    id,
    payload: { kind: 'CONFIRMATION', policyNumber: `P-${id}` },
    recipient: `${id}@example.com`,
    language: 'fr',
    policyNumber: `P-${id}`,
    maxAttempts: 3,
    createdAt,
  });
  const failed = (id: string, when: string, retry: string | null) =>
    ({
      id,
      at: when,
      status: 'FAILED',
      errorCode: 'deliverySendFailed',
      error: 'boom',
      retryAt: retry,
    }) as const;

  it('contract: a new message is pending and due at once; a claim leases it', async () => {
    const outbox = await makeOutbox();
    const row = await outbox.enqueue(message('a'));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 0, nextAttemptAt: T0, lockedUntil: null });
    const claimed = await outbox.claimDue(T0, 10, 60_000);
    expect(claimed.map((m) => [m.id, m.lockedUntil])).toEqual([['a', at(1)]]);
    expect(await outbox.claimDue(at(0.5), 10, 60_000)).toEqual([]);
    expect((await outbox.claimDue(at(1), 10, 60_000)).map((m) => m.id)).toEqual(['a']);
  });

  it('contract: claims only what is due, oldest first, at most limit', async () => {
    const outbox = await makeOutbox();
    await outbox.enqueue(message('late', at(5)));
    await outbox.enqueue(message('b', at(1)));
    await outbox.enqueue(message('a', at(0)));
    expect((await outbox.claimDue(at(2), 1, 60_000)).map((m) => m.id)).toEqual(['a']);
    expect((await outbox.claimDue(at(2), 10, 60_000)).map((m) => m.id)).toEqual(['b']);
  });

  it('contract: a failed attempt with retryAt waits; without it the message gives up', async () => {
    const outbox = await makeOutbox();
    await outbox.enqueue(message('a'));
    await outbox.claimDue(T0, 10, 60_000);
    const row = await outbox.recordAttempt('a', failed('h1', at(0), at(2)));
    expect(row).toMatchObject({
      attempt: 1,
      status: 'FAILED',
      errorCode: 'deliverySendFailed',
      error: 'boom',
    });
    expect(await outbox.claimDue(at(1), 10, 60_000)).toEqual([]);
    const [again] = await outbox.claimDue(at(2), 10, 60_000);
    expect(again).toMatchObject({ id: 'a', attempts: 1, status: 'PENDING' });
    await outbox.recordAttempt('a', failed('h2', at(2), null));
    expect(await outbox.claimDue(at(60), 10, 60_000)).toEqual([]);
    expect((await outbox.deliveries('P-a')).map((d) => [d.attempt, d.status])).toEqual([
      [1, 'FAILED'],
      [2, 'FAILED'],
    ]);
  });

  it('contract: a SENT message is never claimed again and a late record writes nothing', async () => {
    const outbox = await makeOutbox();
    await outbox.enqueue(message('a'));
    await outbox.claimDue(T0, 10, 60_000);
    const sent = {
      id: 'h1',
      at: at(0),
      status: 'SENT',
      errorCode: null,
      error: null,
      retryAt: null,
    } as const;
    expect(await outbox.recordAttempt('a', sent)).toMatchObject({
      messageId: 'a',
      policyNumber: 'P-a',
      channel: 'EMAIL',
      document: 'CONFIRMATION',
      recipient: 'a@example.com',
      language: 'fr',
      attempt: 1,
      at: at(0),
      status: 'SENT',
      errorCode: null,
      error: null,
    });
    expect(await outbox.claimDue(at(600), 10, 60_000)).toEqual([]);
    expect(await outbox.recordAttempt('a', failed('h2', at(1), at(2)))).toBeUndefined();
    expect(await outbox.deliveries('P-a')).toHaveLength(1);
  });

  it('contract: deliveries are per policy, every message about it, oldest first', async () => {
    const outbox = await makeOutbox();
    await outbox.enqueue(message('a'));
    await outbox.enqueue({
      ...message('resend', at(1)),
      policyNumber: 'P-a',
      payload: { kind: 'CONFIRMATION', policyNumber: 'P-a' },
    });
    await outbox.enqueue(message('other'));
    for (const m of await outbox.claimDue(at(1), 10, 60_000)) {
      await outbox.recordAttempt(m.id, {
        ...failed(`h-${m.id}`, at(2), null),
        status: 'SENT',
        errorCode: null,
        error: null,
      });
    }
    const rows = await outbox.deliveries('P-a');
    expect(rows.map((r) => r.messageId)).toEqual(['a', 'resend']);
    expect(await outbox.deliveries('P-nobody')).toEqual([]);
  });
};
