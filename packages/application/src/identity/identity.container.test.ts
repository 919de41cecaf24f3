import 'reflect-metadata';
import { SIGN_IN_BACKOFF } from '@tripx/domain';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import en from '../../../../translations/auth/sign-in.en.json';
import fr from '../../../../translations/auth/sign-in.fr.json';
import { outcome } from '../distribution/test-support/outcome';
import { SIGN_IN_ERROR_CODES } from './identity.errors';
import { identityModule, identityUseCases } from './identity.module';
import { IDENTITY_TOKENS } from './identity.tokens';
import type { SignInAccount } from './sign-in-store.port';
import type { SignInAuditEvent } from './sign-in-throttle/sign-in-audit.port';
import { memoryCounter } from './test-support/memory-counter';

const account = (profileCode: string, userType: string): SignInAccount => ({
  profileRef: `prf-${profileCode}`,
  profileCode,
  userType,
  role: 'Staff_Admin',
  name: profileCode,
  email: `${profileCode}@example.com`,
  language: 'en',
});
const ACCOUNTS = [account('admin', 'LAN_ID'), account('agent', 'CIAM_ID')];

const composed = () => {
  const events: SignInAuditEvent[] = [];
  const container = new Container();
  container.bind(IDENTITY_TOKENS.SignInStore).toConstantValue({
    accountByCode: async (code: string) => ACCOUNTS.find((a) => a.profileCode === code),
  });
  container.bind(IDENTITY_TOKENS.HitCounter).toConstantValue(memoryCounter());
  container
    .bind(IDENTITY_TOKENS.SignInAuditLog)
    .toConstantValue({ record: async (e: SignInAuditEvent) => void events.push(e) });
  container.bind(IDENTITY_TOKENS.BuiltInPassword).toConstantValue('demo');
  container.loadSync(identityModule);
  return { signIn: identityUseCases(container).signInWithPassword, events };
};

const at = new Date('2026-11-25T12:00:00Z');
const attempt = (name: string, realm: 'staff' | 'ciam' = 'staff') =>
  ({ account: name, address: '203.0.113.9', realm, at }) as const;

describe('identity wiring: sign in with the built-in page', () => {
  it('identityModule resolves the use case; the right password on the right realm signs in', async () => {
    const { signIn } = composed();
    expect(await outcome(signIn.execute(attempt('admin'), 'demo'))).toEqual({
      ok: true,
      value: ACCOUNTS[0],
    });
  });

  it('a wrong password and an unknown name are invalidCredentials, counted and audited', async () => {
    const { signIn, events } = composed();
    expect(await outcome(signIn.execute(attempt('admin'), 'nope'))).toMatchObject({
      ok: false,
      error: expect.objectContaining({ _tag: 'InvalidCredentials', code: 'invalidCredentials' }),
    });
    expect(await outcome(signIn.execute(attempt('ghost'), 'demo'))).toMatchObject({
      ok: false,
      code: 'invalidCredentials',
    });
    expect(await outcome(signIn.execute(attempt(''), undefined))).toMatchObject({ ok: false });
    expect(events.map((e) => e.outcome)).toEqual(['failed', 'failed', 'failed']);
  });

  it('an account of the other realm is wrongRealm, and not counted as a failure', async () => {
    const { signIn, events } = composed();
    expect(await outcome(signIn.execute(attempt('agent', 'staff'), 'demo'))).toMatchObject({
      ok: false,
      error: expect.objectContaining({ _tag: 'WrongRealm', code: 'wrongRealm' }),
    });
    expect(events).toEqual([]);
  });

  it('after the free failures the account waits, even with the right password', async () => {
    const { signIn } = composed();
    for (let i = 0; i <= SIGN_IN_BACKOFF.freeFailures; i += 1)
      await outcome(signIn.execute(attempt('admin'), 'x'));
    const r = await outcome(signIn.execute(attempt('admin'), 'demo'));
    expect(r).toMatchObject({ ok: false, code: 'tooManySignInAttempts' });
    expect(!r.ok && r.error._tag === 'SignInThrottled' && r.error.retryAfterSeconds).toBeGreaterThan(0);
  });

  it.each(SIGN_IN_ERROR_CODES)('%s has an EN and a FR label', (code) => {
    expect((en as Record<string, string>)[code]).toBeTruthy();
    expect((fr as Record<string, string>)[code]).toBeTruthy();
  });
});
