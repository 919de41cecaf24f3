import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../cli-io';
import { runCli } from '../run-cli';
import { cli, EXAMPLES } from '../test-support/cli-in-process';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;

/**
 * `tripx partner listen --port 0` in-process (the system picks a free port, so no other process can
 * take it first): the port it printed once listening, what it printed, and how to stop it.
 */
const startListening = async () => {
  const out: string[] = [];
  const err: string[] = [];
  let stop = () => {};
  let listening = (_port: number) => {};
  const ready = new Promise<number>((resolve) => (listening = resolve));
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => {
      err.push(t);
      const printed = /http:\/\/localhost:(\d+)\//.exec(t)?.[1];
      if (printed) listening(Number(printed));
    },
    readText: async () => '',
    cwd: EXAMPLES,
    now: () => new Date(),
    env: { TRIPX_WEBHOOK_SECRET: SECRET },
    interrupted: () => new Promise((resolve) => (stop = resolve)),
  };
  const exit = runCli(['partner', 'listen', '--port', '0'], io);
  return { port: await ready, out, err, exit, stop: () => stop() };
};

/** A delivery as the server sends it: the event's JSON, signed with `secret` (Standard Webhooks). */
const deliver = (port: number, event: unknown, secret = SECRET) => {
  const id = `msg_${randomUUID()}`;
  const body = JSON.stringify(event);
  const at = new Date();
  return fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
    body,
  }).then((r) => ({ id, status: r.status }));
};

describe('tripx partner listen', () => {
  it('prints each delivery whose signature verifies as a JSON line (204) and refuses any other (400)', async () => {
    const listener = await startListening();
    const { port } = listener;
    const event = {
      type: 'policy.issued',
      timestamp: new Date().toISOString(),
      data: { policyNumber: 'TX1' },
    };

    const taken = await deliver(port, event);
    expect(taken.status).toBe(204);
    const forged = await deliver(
      port,
      { ...event, data: { policyNumber: 'TX2' } },
      `whsec_${randomBytes(24).toString('base64')}`,
    );
    expect(forged.status).toBe(400);

    listener.stop();
    expect(await listener.exit).toBe(0);
    expect(listener.out.map((line) => JSON.parse(line) as unknown)).toEqual([{ id: taken.id, ...event }]);
    expect(listener.err.join('\n')).toContain(forged.id);
  });

  it('needs the endpoint’s secret from TRIPX_WEBHOOK_SECRET, and a port that is a port (exit 2)', async () => {
    const { code, out } = await cli(['partner', 'listen', '--port', 'http'], EXAMPLES, '', new Date(), {
      env: {},
    });
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({
      error: {
        fields: [
          { path: 'TRIPX_WEBHOOK_SECRET', code: 'required' },
          { path: '--port', code: 'invalidValue' },
        ],
      },
    });
  });

  it('a port already taken: exit 1', async () => {
    const first = await startListening();
    const second = await cli(['partner', 'listen', '--port', String(first.port)], EXAMPLES, '', new Date(), {
      env: { TRIPX_WEBHOOK_SECRET: SECRET },
    });
    first.stop();
    await first.exit;
    expect(second.code).toBe(1);
    expect(JSON.parse(second.out)).toMatchObject({ error: { code: 'listenFailed' } });
  });
});
