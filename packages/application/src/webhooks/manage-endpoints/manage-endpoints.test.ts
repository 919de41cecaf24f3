import 'reflect-metadata';
import { Effect, Either } from 'effect';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import { webhookWorld } from '../test-support/webhook-world';
import { webhooksModule, webhookUseCases } from '../webhooks.module';
import { WEBHOOK_TOKENS } from '../webhooks.tokens';

const staff = (over: Partial<Extract<Actor, { kind: 'user' }>> = {}): Actor => ({
  kind: 'user',
  organizationCode: null,
  profileRef: 'u-staff',
  profileCode: 'staff',
  name: 'Sam Staff',
  userType: 'LAN_ID',
  role: 'Staff_Admin',
  claims: ['PARTNER_KEY_MANAGE'],
  dataScope: 'ALL',
  organizations: [],
  organizationsInScope: [],
  ...over,
});

/** The use cases as the container gives them (webhooksModule over the world's ports). */
const wired = () => {
  const w = webhookWorld();
  const container = new Container();
  container.bind(WEBHOOK_TOKENS.Store).toConstantValue(w.store);
  container.bind(WEBHOOK_TOKENS.Sender).toConstantValue(w.deps.sender);
  container.bind(WEBHOOK_TOKENS.Support).toConstantValue(w.deps);
  container.loadSync(webhooksModule);
  return { ...w, use: webhookUseCases(container) };
};

const run = <A, E>(e: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(e));
const body = {
  organizationCode: 'ORG',
  url: 'HTTPS://Hooks.Example.com/tripx',
  events: ['policy.issued' as const],
};

describe('webhook endpoints', () => {
  it('made with a new whsec_ secret answered once; listed without it; the URL normalized', async () => {
    const w = wired();
    const made = await run(
      w.use.createEndpoint.execute(staff(), { ...body, events: ['policy.issued', 'policy.issued'] }),
    );
    expect(Either.isRight(made) && made.right).toMatchObject({
      organizationCode: 'ORG',
      url: 'https://hooks.example.com/tripx',
      events: ['policy.issued'],
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]+$/),
    });
    const listed = await run(w.use.listEndpoints.execute(staff(), 'ORG'));
    expect(Either.isRight(listed) && listed.right.endpoints).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
  });

  it('refuses plain HTTP off loopback and no events, naming the fields; takes http://localhost', async () => {
    const w = wired();
    const refused = await run(
      w.use.createEndpoint.execute(staff(), { ...body, url: 'http://hooks.example.com/', events: [] }),
    );
    expect(Either.isLeft(refused) && refused.left).toMatchObject({
      _tag: 'WebhookEndpointInvalid',
      fields: [
        { path: 'url', code: 'webhookUrlNotHttps' },
        { path: 'events', code: 'webhookEventsRequired' },
      ],
    });
    expect(w.store.endpointRows.size).toBe(0);
    const local = await run(
      w.use.createEndpoint.execute(staff(), { ...body, url: 'http://localhost:4000/in' }),
    );
    expect(Either.isRight(local)).toBe(true);
  });

  it('needs the webhooks claims and the organization in scope; another organization’s endpoint is not found', async () => {
    const w = wired();
    const noClaim = await run(w.use.createEndpoint.execute(staff({ claims: ['TRIPX_READ'] }), body));
    expect(Either.isLeft(noClaim) && noClaim.left._tag).toBe('WebhookForbidden');
    const agency = staff({ dataScope: 'ORGANIZATION', organizationsInScope: ['AGENCY'] });
    expect(Either.isLeft(await run(w.use.listEndpoints.execute(agency, 'ORG')))).toBe(true);
    const made = await run(w.use.createEndpoint.execute(staff(), body));
    const id = Either.isRight(made) ? made.right.id : '';
    for (const call of [
      w.use.deleteEndpoint.execute(agency, id),
      w.use.rotateSecret.execute(agency, id),
      w.use.listDeliveries.execute(agency, id),
    ]) {
      const r = await run(call as Effect.Effect<unknown, { _tag: string }>);
      expect(Either.isLeft(r) && r.left._tag).toBe('WebhookNotFound');
    }
    expect(await w.store.endpoint(id)).toBeDefined();
  });

  it('rotates the secret (the next POST signs with the new one) and deletes', async () => {
    const w = wired();
    const made = await run(w.use.createEndpoint.execute(staff(), body));
    if (Either.isLeft(made)) throw new Error('not made');
    const rotated = await run(w.use.rotateSecret.execute(staff(), made.right.id));
    const secret = Either.isRight(rotated) ? rotated.right.secret : '';
    expect(secret).not.toBe(made.right.secret);
    w.store.write([w.event()]);
    await Effect.runPromise(w.use.worker.drain());
    expect(w.sent.map((s) => s.secret)).toEqual([secret]);
    expect(Either.isRight(await run(w.use.deleteEndpoint.execute(staff(), made.right.id)))).toBe(true);
    expect(Either.isLeft(await run(w.use.deleteEndpoint.execute(staff(), made.right.id)))).toBe(true);
  });

  it('resend: a failed delivery is due again now with one more attempt, its history kept', async () => {
    const w = wired();
    const made = await run(w.use.createEndpoint.execute(staff(), body));
    if (Either.isLeft(made)) throw new Error('not made');
    w.answers(() => 500);
    w.store.write([w.event()]);
    await Effect.runPromise(
      w.use.worker.drain({
        batchSize: 5,
        concurrency: 1,
        sendTimeoutMs: 1_000,
        leaseMs: 1_000,
        retry: { maxAttempts: 1, baseDelayMs: 1, factor: 1, maxDelayMs: 1 },
      }),
    );
    const listed = await run(w.use.listDeliveries.execute(staff(), made.right.id));
    const [failed] = Either.isRight(listed) ? listed.right.deliveries : [];
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
    w.answers(() => 204);
    expect(Either.isRight(await run(w.use.resend.execute(staff(), failed?.id ?? '')))).toBe(true);
    await Effect.runPromise(w.use.worker.drain());
    expect(await w.store.delivery(failed?.id ?? '')).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(w.sent.map((s) => s.id)).toEqual([failed?.eventId, failed?.eventId]);
    const missing = await run(w.use.resend.execute(staff(), 'nope'));
    expect(Either.isLeft(missing) && missing.left._tag).toBe('WebhookNotFound');
  });
});
