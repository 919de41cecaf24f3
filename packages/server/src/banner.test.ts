import { DEMO_USERS } from '@tripx/adapters-sql';
import { describe, expect, it } from 'vitest';
import { startBanner } from './banner';
import { readConfig } from './config';

const accounts = DEMO_USERS.map((u) => ({ code: u.profileCode, role: u.role, userType: u.userType }));
const listening = { origin: 'http://localhost:8080', frameOrigin: 'http://localhost:8081' };

describe('the start banner', () => {
  it('in development: the four URLs and the demo accounts with their password', () => {
    const text = startBanner(readConfig({}), listening, accounts);
    expect(text).toContain('(development)');
    expect(text).toContain('Purchase app  http://localhost:8080/\n');
    expect(text).toContain('Staff app     http://localhost:8080/admin/\n');
    expect(text).toContain('API docs      http://localhost:8080/api/docs\n');
    expect(text).toContain('Card frame    http://localhost:8081\n');
    expect(text).toContain('Demo accounts (development only; password "demo")');
    for (const a of accounts)
      expect(text).toMatch(new RegExp(`^ +${a.code} +${a.role} \\(${a.userType}\\)$`, 'm'));
  });

  it('names DEMO_PASSWORD rather than printing it', () => {
    const text = startBanner(readConfig({ DEMO_PASSWORD: 'secret-pass' }), listening, accounts);
    expect(text).toContain('password DEMO_PASSWORD');
    expect(text).not.toContain('secret-pass');
  });

  it('in production: the URLs from PUBLIC_URL, never the demo accounts (not even with DEMO_SIGN_IN=on)', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      DEMO_SIGN_IN: 'on',
      PUBLIC_URL: 'https://travel.example',
      PAYMENT_FRAME_ORIGIN: 'https://pay.travel.example',
    });
    const text = startBanner(
      config,
      { origin: 'http://localhost:8080', frameOrigin: 'https://pay.travel.example' },
      accounts,
    );
    expect(text).toContain('(production)');
    expect(text).toContain('Purchase app  https://travel.example/\n');
    expect(text).toContain('Staff app     https://travel.example/admin/\n');
    expect(text).toContain('API docs      https://travel.example/api/docs\n');
    expect(text).toContain('Card frame    https://pay.travel.example\n');
    expect(text).not.toMatch(/demo/i);
    for (const a of accounts) expect(text).not.toContain(a.role);
  });

  it('with PORT=0: the port the server got', () => {
    const text = startBanner(
      readConfig({ PORT: '0' }),
      { origin: 'http://localhost:41234', frameOrigin: undefined },
      [],
    );
    expect(text).toContain('Purchase app  http://localhost:41234/\n');
    expect(text).toContain('Card frame    (not configured)\n');
  });
});
