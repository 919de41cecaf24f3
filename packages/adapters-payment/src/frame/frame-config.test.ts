import { describe, expect, it } from 'vitest';
import { readPaymentFrameConfig } from './frame-config';

describe('payment frame configuration', () => {
  it('defaults to port 8081 framed by http://localhost:8080', () => {
    expect(readPaymentFrameConfig({})).toEqual({
      frameOrigin: 'http://localhost:8081',
      parentOrigin: 'http://localhost:8080',
      port: 8081,
      host: '0.0.0.0',
    });
  });

  it('reads PAYMENT_FRAME_ORIGIN, PUBLIC_URL (its origin only), PAYMENT_FRAME_PORT and HOST', () => {
    expect(
      readPaymentFrameConfig({
        PAYMENT_FRAME_ORIGIN: 'https://pay.example.com/',
        PUBLIC_URL: 'https://shop.example.com/en/quote',
        PAYMENT_FRAME_PORT: '9000',
        HOST: '127.0.0.1',
      }),
    ).toEqual({
      frameOrigin: 'https://pay.example.com',
      parentOrigin: 'https://shop.example.com',
      port: 9000,
      host: '127.0.0.1',
    });
    expect(readPaymentFrameConfig({ PORT: '3000' }).parentOrigin).toBe('http://localhost:3000');
    expect(readPaymentFrameConfig({ PAYMENT_FRAME_ORIGIN: 'https://pay.example.com' }).port).toBe(443);
  });

  it('refuses a frame on the parent origin and malformed values', () => {
    expect(() => readPaymentFrameConfig({ PAYMENT_FRAME_ORIGIN: 'http://localhost:8080' })).toThrow(
      /must differ/,
    );
    expect(() => readPaymentFrameConfig({ PAYMENT_FRAME_ORIGIN: 'localhost:8081' })).toThrow(
      /PAYMENT_FRAME_ORIGIN/,
    );
    expect(() => readPaymentFrameConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => readPaymentFrameConfig({ PAYMENT_FRAME_PORT: 'abc' })).toThrow(/PAYMENT_FRAME_PORT/);
  });
});
