import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ConfigError, demoSignInWarning, readConfig } from './config';

const external = {
  OIDC_STAFF_ISSUER: 'https://login.example/staff',
  OIDC_STAFF_CLIENT_ID: 'staff',
  OIDC_STAFF_CLIENT_SECRET: 's',
  OIDC_CIAM_ISSUER: 'https://login.example/ciam',
  OIDC_CIAM_CLIENT_ID: 'ciam',
  OIDC_CIAM_CLIENT_SECRET: 'c',
};
const production = { NODE_ENV: 'production' };

describe('configuration: identity in production', () => {
  it('refuses to start in production with the built-in provider, naming what to set', () => {
    expect(() => readConfig(production)).toThrow(/DEMO_SIGN_IN=on/);
    expect(() => readConfig({ ...production, DEMO_PASSWORD: 'long-secret' })).toThrow(ConfigError);
    const { OIDC_CIAM_ISSUER: _, ...staffOnly } = external;
    expect(() => readConfig({ ...production, ...staffOnly })).toThrow(/for ciam:/);
  });
  it('starts in production with both realms on external issuers, and says nothing about a demo', () => {
    const config = readConfig({ ...production, ...external });
    expect(config.oidc.demoSignIn).toBe(false);
    expect(demoSignInWarning(config)).toBeUndefined();
  });
  it('DEMO_SIGN_IN=on runs the demonstration on purpose, with a warning for the log', () => {
    const config = readConfig({ ...production, DEMO_SIGN_IN: 'on' });
    expect(demoSignInWarning(config)).toMatch(/DEMO_SIGN_IN=on.*default password/);
    expect(demoSignInWarning(readConfig({ DEMO_SIGN_IN: 'on' }))).toBeUndefined();
    expect(demoSignInWarning(readConfig({}))).toBeUndefined();
  });
  it('a bad DEMO_SIGN_IN stops the start, naming the variable', () => {
    expect(() => readConfig({ DEMO_SIGN_IN: 'yes' })).toThrow(/^DEMO_SIGN_IN must be on or off/);
  });
});

describe('configuration: TRUST_PROXY', () => {
  it('is off by default, in production too', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ ...production, ...external }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
  it('takes a hop count or addresses and CIDR ranges', () => {
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
  });
  it('refuses anything else, naming the variable and the entry', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'proxy.local', '1,,2', '101'])
      expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(/^TRUST_PROXY/);
  });
  test.prop([fc.ipV4(), fc.integer({ min: 0, max: 32 })])(
    'property: every IPv4 address and range is kept as written',
    (address, bits) => {
      const raw = `${address}/${bits}`;
      expect(readConfig({ TRUST_PROXY: `${address},${raw}` }).trustProxy).toEqual([address, raw]);
    },
  );
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 connections by default, takes a count, and refuses anything else naming the variable', () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    for (const bad of ['0', 'many', '-3'])
      expect(() => readConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('LISTEN_FD', () => {
  it('binds HOST:PORT by default; takes an inherited descriptor (3 and up, past stdio), and refuses anything else naming the variable', () => {
    expect(readConfig({}).listenFd).toBeUndefined();
    expect(readConfig({ LISTEN_FD: '3', PORT: '41234' })).toMatchObject({ listenFd: 3, port: 41234 });
    for (const bad of ['0', '2', 'three', '-1'])
      expect(() => readConfig({ LISTEN_FD: bad }), bad).toThrow(/^LISTEN_FD must be a whole number from 3/);
  });
});

describe('QUOTE_PURGE_INTERVAL_MS', () => {
  it('purges every 10 minutes by default, takes a period of a second to a day, and refuses anything else naming the variable', () => {
    expect(readConfig({}).quotePurgeIntervalMs).toBe(600_000);
    expect(readConfig({ QUOTE_PURGE_INTERVAL_MS: '60000' }).quotePurgeIntervalMs).toBe(60_000);
    expect(readConfig({ QUOTE_PURGE_INTERVAL_MS: '1000' }).quotePurgeIntervalMs).toBe(1000);
    // A sweep every few milliseconds would keep the database busy deleting nothing.
    for (const bad of ['0', '10', '999', 'hourly', '86400001'])
      expect(() => readConfig({ QUOTE_PURGE_INTERVAL_MS: bad }), bad).toThrow(
        /QUOTE_PURGE_INTERVAL_MS must be a whole number from 1000 to 86400000/,
      );
  });
});

describe('IDEMPOTENCY_KEY_RETENTION_DAYS and SIGN_IN_AUDIT_RETENTION_DAYS', () => {
  it('keep keys 30 days and the sign-in audit 400 days by default, take 1 day to 100 years, and refuse anything else naming the variable', () => {
    expect(readConfig({}).retention).toEqual({ idempotencyKeyDays: 30, signInAuditDays: 400 });
    expect(
      readConfig({ IDEMPOTENCY_KEY_RETENTION_DAYS: '1', SIGN_IN_AUDIT_RETENTION_DAYS: '36500' }).retention,
    ).toEqual({ idempotencyKeyDays: 1, signInAuditDays: 36_500 });
    for (const name of ['IDEMPOTENCY_KEY_RETENTION_DAYS', 'SIGN_IN_AUDIT_RETENTION_DAYS'])
      for (const bad of ['0', '-1', '1.5', 'forever', '36501'])
        expect(() => readConfig({ [name]: bad }), `${name}=${bad}`).toThrow(
          new RegExp(`${name} must be a whole number from 1 to 36500`),
        );
  });
});

describe('SESSION_TTL_SECONDS and IDLE_REMINDER_SECONDS', () => {
  it('an idle session of 30 minutes, its reminder 60 s before the end, by default (spec 4.1)', () => {
    expect(readConfig({})).toMatchObject({ sessionTtlSeconds: 1800, idleReminderSeconds: 60 });
  });
  it('take shorter timings (the e2e files wait out sessions of seconds), and refuse anything else naming the variable', () => {
    expect(readConfig({ SESSION_TTL_SECONDS: '20', IDLE_REMINDER_SECONDS: '15' })).toMatchObject({
      sessionTtlSeconds: 20,
      idleReminderSeconds: 15,
    });
    for (const bad of ['9', 'soon', '604801'])
      expect(() => readConfig({ SESSION_TTL_SECONDS: bad }), bad).toThrow(
        /SESSION_TTL_SECONDS must be a whole number from 10 to 604800/,
      );
    for (const bad of ['4', '1.5', '3601'])
      expect(() => readConfig({ IDLE_REMINDER_SECONDS: bad }), bad).toThrow(
        /IDLE_REMINDER_SECONDS must be a whole number from 5 to 3600/,
      );
  });
  it('refuses a reminder as long as the session or longer, naming both variables and their values', () => {
    expect(() => readConfig({ SESSION_TTL_SECONDS: '30' })).toThrow(
      'IDLE_REMINDER_SECONDS (60) must be shorter than SESSION_TTL_SECONDS (30)',
    );
    expect(() => readConfig({ SESSION_TTL_SECONDS: '15', IDLE_REMINDER_SECONDS: '15' })).toThrow(ConfigError);
  });
  test.prop([fc.integer({ min: 10, max: 4000 }), fc.integer({ min: 5, max: 3600 })])(
    'property: a valid session and reminder start exactly when the reminder is shorter than the session',
    (ttl, reminder) => {
      const read = () =>
        readConfig({ SESSION_TTL_SECONDS: String(ttl), IDLE_REMINDER_SECONDS: String(reminder) });
      if (reminder < ttl)
        expect(read()).toMatchObject({ sessionTtlSeconds: ttl, idleReminderSeconds: reminder });
      else expect(read).toThrow(/must be shorter than SESSION_TTL_SECONDS/);
    },
  );
});
