import { describe, expect, it } from 'vitest';
import { aSandbox } from '../test-support/sandbox';
import { buildPaymentFrameApp } from './frame-server';

const FRAME = 'http://localhost:8081';
const NUMBER = '4242424242424242';

describe('card frame logging hygiene', () => {
  it('logs requests but never a card number, a CVD or an echo of a body (trace level)', async () => {
    const lines: string[] = [];
    const { provider } = aSandbox();
    const app = await buildPaymentFrameApp({
      frameOrigin: FRAME,
      parentOrigin: 'http://localhost:8080',
      provider,
      log: { level: 'trace', stream: { write: (line) => lines.push(line) } },
    });
    const post = (payload: string, origin = FRAME, url = '/tokenize') =>
      app.inject({ method: 'POST', url, headers: { origin, 'content-type': 'application/json' }, payload });
    const good = await post(JSON.stringify({ number: NUMBER, expiry: '12/34', cvd: '987' }));
    expect(good.statusCode).toBe(201);
    expect(
      (await post(JSON.stringify({ number: '4242424242424241', expiry: '12/34', cvd: '987' }))).statusCode,
    ).toBe(400);
    // A JSON syntax error quotes the text around it: the number must not reach the log that way either.
    expect((await post(`{"number":"${NUMBER}" "cvd":"987"}`)).statusCode).toBe(400);
    expect((await post(`x${NUMBER}`)).statusCode).toBe(400);
    expect(
      (await post(JSON.stringify({ number: NUMBER, expiry: '12/34', cvd: '987' }), 'https://evil.example'))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(JSON.stringify({ number: NUMBER }), FRAME, `/tokenize?number=${NUMBER}&cvd=987`))
        .statusCode,
    ).toBe(400);
    // Should a later change log a body by mistake, redaction still hides the card fields.
    app.log.info({ body: { number: NUMBER, cvd: '987' } }, 'a careless log line');
    app.log.info({ entry: { number: NUMBER, cvd: '987' } }, 'another careless log line');
    await app.close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('"path":"/tokenize"');
    expect(log).toContain('a careless log line');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(NUMBER);
    expect(log).not.toContain('4242424242424241');
    expect(log).not.toContain('"987"');
  });
});
