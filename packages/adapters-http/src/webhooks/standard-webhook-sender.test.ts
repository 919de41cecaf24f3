import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StandardWebhookSender } from './standard-webhook-sender';

const SECRET = `whsec_${Buffer.from('a secret of thirty-two bytes!!!!').toString('base64')}`;

describe('StandardWebhookSender', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let url = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(request.url === '/moved' ? 302 : 204, { location: 'http://127.0.0.1:9/' }).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('signs the body so that the standardwebhooks package verifies it; the id is the event’s', async () => {
    const body = JSON.stringify({ id: 'ev-1', type: 'policy.issued', data: { policyNumber: 'TX1' } });
    const sent = await new StandardWebhookSender().send({
      url: `${url}/in`,
      secret: SECRET,
      id: 'ev-1',
      body,
      timeoutMs: 5_000,
    });
    expect(sent).toEqual({ statusCode: 204 });
    const [got] = received;
    expect(got?.headers['webhook-id']).toBe('ev-1');
    const headers = {
      'webhook-id': String(got?.headers['webhook-id']),
      'webhook-timestamp': String(got?.headers['webhook-timestamp']),
      'webhook-signature': String(got?.headers['webhook-signature']),
    };
    expect(new Webhook(SECRET).verify(got?.body ?? '', headers)).toEqual(JSON.parse(body));
    const other = `whsec_${Buffer.from('another secret of 32 bytes!!!!!!').toString('base64')}`;
    expect(() => new Webhook(other).verify(got?.body ?? '', headers)).toThrow();
  });

  it('does not follow a redirect: the 302 is the answer', async () => {
    const sender = new StandardWebhookSender();
    expect(
      await sender.send({ url: `${url}/moved`, secret: SECRET, id: 'ev-2', body: '{}', timeoutMs: 5_000 }),
    ).toEqual({
      statusCode: 302,
    });
  });

  it('refuses a public name that resolves to a private address, before sending anything', async () => {
    const count = received.length;
    const sender = new StandardWebhookSender({ resolve: async () => ['10.1.2.3'] });
    await expect(
      sender.send({
        url: 'https://partner.example.com/in',
        secret: SECRET,
        id: 'ev-3',
        body: '{}',
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow('partner.example.com resolves to a private address');
    const mapped = new StandardWebhookSender({
      resolve: async () => ['93.184.216.34', '::ffff:192.168.0.4'],
    });
    await expect(
      mapped.send({
        url: 'https://partner.example.com/in',
        secret: SECRET,
        id: 'ev-4',
        body: '{}',
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow(/private address/);
    expect(received).toHaveLength(count);
  });
});
