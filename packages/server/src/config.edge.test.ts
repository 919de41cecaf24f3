import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('configuration: the edge', () => {
  it('cuts off slow clients after 10 s of headers and 30 s of request unless told otherwise', () => {
    expect(readConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000 });
    expect(readConfig({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '900' }).timeouts).toEqual({
      headersMs: 500,
      requestMs: 900,
    });
    expect(() => readConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(ConfigError);
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('puts the card frame beside the public host, or where PAYMENT_FRAME_ORIGIN says: never localhost in production by default', () => {
    const production = { NODE_ENV: 'production', DEMO_SIGN_IN: 'on', PUBLIC_URL: 'https://tripx.example' };
    expect(readConfig(production).payment).toMatchObject({
      frameOrigin: 'https://tripx.example:8081',
      framePort: 8081,
    });
    expect(
      readConfig({
        ...production,
        PAYMENT_FRAME_ORIGIN: 'https://pay.tripx.example',
        PAYMENT_FRAME_PORT: '9000',
      }).payment,
    ).toMatchObject({ frameOrigin: 'https://pay.tripx.example', framePort: 9000 });
    expect(readConfig({}).payment.frameOrigin).toBe('http://localhost:8081');
  });
});
