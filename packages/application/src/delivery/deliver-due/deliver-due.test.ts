import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { enqueueConfirmation } from '../enqueue-confirmation/enqueue-confirmation';
import { enqueueSavedQuote } from '../enqueue-saved-quote/enqueue-saved-quote';
import { resendConfirmation } from '../resend-confirmation/resend-confirmation';
import { deliveryFakes, type MailerStep } from '../test-support/delivery.fakes';
import { DEFAULT_DELIVER_OPTIONS, deliverDue, type DeliverDueOptions } from './deliver-due';

const MINUTE = 60_000;
const options: DeliverDueOptions = {
  ...DEFAULT_DELIVER_OPTIONS,
  sendTimeoutMs: 50,
  recordRetryDelayMs: 1,
  retry: { maxAttempts: 4, baseDelayMs: MINUTE, factor: 2, maxDelayMs: 60 * MINUTE },
};
const POLICY = 'TPX-100234-01';
const quebec = { language: 'fr', provinceOfResidence: 'QC', bill96Consent: null } as const;

const setup = (script?: (call: number) => MailerStep) => {
  const fakes = deliveryFakes({ script: script && ((_, call) => script(call)) });
  const queue = (maxAttempts = 4) =>
    Effect.runPromise(
      enqueueConfirmation(fakes.deps, {
        policyNumber: POLICY,
        recipient: 'eloise.cote@example.com',
        policy: quebec,
        maxAttempts,
      }),
    );
  const step = () => Effect.runPromise(deliverDue(fakes.deps, options));
  return { ...fakes, queue, step };
};

describe('deliverDue (the worker step)', () => {
  it('sends the confirmation with its PDF and records one SENT row', async () => {
    const w = setup();
    const message = await w.queue();
    const summary = await w.step();
    expect(summary).toEqual({
      claimed: 1,
      results: { SENT: 1, RETRY_LATER: 0, GAVE_UP: 0, ALREADY_SETTLED: 0, UNRECORDED: 0 },
    });
    const [sent] = w.sends;
    expect(sent?.mail.to).toBe('eloise.cote@example.com');
    expect(sent?.mail.subject).toBe('confirmation G-2025-000871 fr');
    expect(sent?.mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['confirmation-TPX-100234-01.pdf', 'application/pdf'],
    ]);
    expect(new TextDecoder().decode(sent?.mail.attachments[0]?.content)).toBe('%PDF G-2025-000871 fr');
    expect(await w.outbox.deliveries(POLICY)).toEqual([
      expect.objectContaining({ messageId: message.id, attempt: 1, status: 'SENT', error: null }),
    ]);
    expect(w.outbox.message(message.id)?.status).toBe('SENT');
    expect((await w.step()).claimed).toBe(0);
  });

  it('deliverySendFailed: failures retry with growing delays and stop after max attempts', async () => {
    const w = setup(() => 'fail');
    await w.queue(4);
    const tries: string[] = [];
    for (let minute = 0; minute <= 30; minute += 1) {
      const summary = await w.step();
      if (summary.claimed > 0) tries.push(w.at());
      w.advance(MINUTE);
    }
    const minutes = tries.map((t) => (Date.parse(t) - Date.parse(tries[0] as string)) / MINUTE);
    expect(minutes).toEqual([0, 1, 3, 7]);
    const rows = await w.outbox.deliveries(POLICY);
    expect(rows.map((r) => [r.attempt, r.status, r.errorCode, r.error])).toEqual([
      [1, 'FAILED', 'deliverySendFailed', '421 service not available'],
      [2, 'FAILED', 'deliverySendFailed', '421 service not available'],
      [3, 'FAILED', 'deliverySendFailed', '421 service not available'],
      [4, 'FAILED', 'deliverySendFailed', '421 service not available'],
    ]);
    expect(rows.map((r) => r.at)).toEqual(tries);
    expect(w.sends).toHaveLength(4);
    expect(w.outbox.message(rows[0]?.messageId ?? '')?.status).toBe('FAILED');
  });

  it('a failure then a success: two history rows, and the message is SENT', async () => {
    const w = setup((call) => (call === 0 ? 'fail' : 'ok'));
    await w.queue();
    expect((await w.step()).results.RETRY_LATER).toBe(1);
    w.advance(30_000);
    expect((await w.step()).claimed).toBe(0);
    w.advance(30_000);
    expect((await w.step()).results.SENT).toBe(1);
    expect((await w.outbox.deliveries(POLICY)).map((r) => r.status)).toEqual(['FAILED', 'SENT']);
  });

  it('deliverySendTimeout: a mail server that never answers is a failed attempt', async () => {
    const w = setup((call) => (call === 0 ? 'hang' : 'ok'));
    await w.queue();
    expect((await w.step()).results.RETRY_LATER).toBe(1);
    const [row] = await w.outbox.deliveries(POLICY);
    expect(row).toMatchObject({ status: 'FAILED', errorCode: 'deliverySendTimeout' });
  });

  it('a resend adds a new delivery next to the first one', async () => {
    const w = setup();
    await w.queue();
    await w.step();
    await Effect.runPromise(resendConfirmation(w.deps, { policyNumber: POLICY }));
    await w.step();
    const rows = await w.outbox.deliveries(POLICY);
    expect(rows.map((r) => [r.attempt, r.status])).toEqual([
      [1, 'SENT'],
      [1, 'SENT'],
    ]);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(2);
    expect(w.sends).toHaveLength(2);
  });

  it('deliveryPolicyNotFound: gives up at once, since another attempt cannot help', async () => {
    const w = setup();
    await Effect.runPromise(
      enqueueConfirmation(w.deps, { policyNumber: 'GONE', recipient: 'a@example.com', policy: quebec }),
    );
    expect((await w.step()).results.GAVE_UP).toBe(1);
    expect(await w.outbox.deliveries('GONE')).toEqual([
      expect.objectContaining({ status: 'FAILED', errorCode: 'deliveryPolicyNotFound', attempt: 1 }),
    ]);
    expect(w.sends).toHaveLength(0);
  });

  it('deliveryRenderFailed: a document that cannot be rendered is a failed attempt, retried', async () => {
    const w = setup();
    const deps = { ...w.deps, document: { render: () => Promise.reject(new Error('bad logo')) } };
    await w.queue();
    const summary = await Effect.runPromise(deliverDue(deps, options));
    expect(summary.results.RETRY_LATER).toBe(1);
    expect(await w.outbox.deliveries(POLICY)).toEqual([
      expect.objectContaining({ status: 'FAILED', errorCode: 'deliveryRenderFailed', error: 'bad logo' }),
    ]);
  });

  it('sends the saved-quote e-mail without attachment', async () => {
    const w = setup();
    await Effect.runPromise(
      enqueueSavedQuote(w.deps, {
        lead: {
          id: 'l1',
          email: 'ann@example.com',
          firstName: null,
          tripStartDate: null,
          language: 'en',
          expiresAt: '2026-12-27T16:00:00.000Z',
        },
        quoteLink: 'https://tripx.example/en/quote?lead=l1',
      }),
    );
    expect((await w.step()).results.SENT).toBe(1);
    expect(w.sends[0]?.mail).toMatchObject({
      to: 'ann@example.com',
      subject: 'quote en',
      text: 'https://tripx.example/en/quote?lead=l1',
      attachments: [],
    });
  });

  it('a record that fails for a moment is written on a retry; one that keeps failing is reported', async () => {
    const w = setup();
    await w.queue();
    let calls = 0;
    const flaky = {
      ...w.deps,
      outbox: {
        claimDue: w.outbox.claimDue.bind(w.outbox),
        recordAttempt: (...args: Parameters<typeof w.outbox.recordAttempt>) =>
          ++calls < 3 ? Promise.reject(new Error('deadlock')) : w.outbox.recordAttempt(...args),
      },
    };
    expect((await Effect.runPromise(deliverDue(flaky, options))).results.SENT).toBe(1);
    expect(calls).toBe(3);

    await w.queue();
    const reported: string[] = [];
    const broken = {
      ...flaky,
      outbox: { ...flaky.outbox, recordAttempt: () => Promise.reject(new Error('db gone')) },
    };
    const summary = await Effect.runPromise(
      deliverDue(broken, { ...options, onUnrecorded: (id, p) => reported.push(`${id}: ${p.detail}`) }),
    );
    expect(summary.results.UNRECORDED).toBe(1);
    expect(reported).toEqual([expect.stringMatching(/: db gone$/)]);
  });

  it('fails as DeliveryStoreUnavailable when the outbox cannot be read', async () => {
    const w = setup();
    const deps = {
      ...w.deps,
      outbox: {
        claimDue: () => Promise.reject(new Error('down')),
        recordAttempt: w.outbox.recordAttempt.bind(w.outbox),
      },
    };
    const failure = await Effect.runPromise(Effect.flip(deliverDue(deps, options)));
    expect(failure).toMatchObject({ _tag: 'DeliveryStoreUnavailable', detail: 'down' });
  });
});
