import type { AuthApi, AuthState } from '@tripx/application';
import type { Claim } from '@tripx/domain';
import { DEFAULT_IDLE_TIMING, sessionTabs } from '@tripx/ui-kit';
import { FakeBroadcastChannel } from '@tripx/ui-kit/test-support';
import { NEVER } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from './session.store';

const state = (userType: 'LAN_ID' | 'CIAM_ID', claims: readonly Claim[]): AuthState => ({
  user: {
    userRef: 'prf-x',
    name: 'X Y',
    userType,
    organizationCode: 'CM',
    organizations: [],
    organizationName: null,
  },
  claims,
  sessionExpiration: new Date(Date.now() + 600_000).toISOString(),
});

const fakeApi = (answer: AuthState, calls: string[] = []): AuthApi => ({
  user: async () => answer,
  keepAlive: async () => Date.now() + 600_000,
  logout: async (type, lang) => {
    calls.push(`logout ${type} ${lang}`);
    return type === 'LAN_ID' ? `/logout?lang=${lang}` : `/admin/?lang=${lang}`;
  },
  endSession: async () => void calls.push('end'),
  switchOrganization: async (type, code) => void calls.push(`switch ${type} ${code}`),
});

describe('session store', () => {
  it('takes the user and claims the server reports, and watches the session', async () => {
    const s = new SessionStore(fakeApi(state('CIAM_ID', ['TRIPX_READ'])), () => NEVER);
    expect(s.status).toBe('pending');
    await s.load();
    expect(s.status).toBe('signedIn');
    expect(s.accessUser).toEqual({ userType: 'CIAM_ID', claims: ['TRIPX_READ'] });
    expect(s.idle?.getState()).toEqual({ status: 'active' });
    s.idle?.stop();
  });
  it('anonymous when the server says nobody is signed in; failed when the call fails', async () => {
    const anon = new SessionStore(fakeApi({ user: null, claims: [], sessionExpiration: null }), () => NEVER);
    await anon.load();
    expect(anon.status).toBe('anonymous');
    const broken = new SessionStore(
      { ...fakeApi(state('LAN_ID', [])), user: async () => Promise.reject(new Error('x')) },
      () => NEVER,
    );
    await broken.load();
    expect(broken.status).toBe('failed');
  });
  it('loading again after a failure is pending until the server answers (the full loading indicator)', async () => {
    let answer: (s: AuthState) => void = () => undefined;
    let calls = 0;
    const s = new SessionStore(
      {
        ...fakeApi(state('LAN_ID', [])),
        user: () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new Error('x')) : new Promise((r) => (answer = r));
        },
      },
      () => NEVER,
    );
    await s.load();
    expect(s.status).toBe('failed');
    const again = s.load();
    expect(s.status).toBe('pending');
    answer({ user: null, claims: [], sessionExpiration: null });
    await again;
    expect(s.status).toBe('anonymous');
  });
  it('sign-out forgets the user and says where to go (GET for LAN_ID)', async () => {
    const calls: string[] = [];
    const s = new SessionStore(fakeApi(state('LAN_ID', ['TRIPX_READ']), calls), () => NEVER);
    await s.load();
    expect(await s.logout('fr')).toBe('/logout?lang=fr');
    expect(calls).toEqual(['logout LAN_ID fr']);
    expect(s.status).toBe('ended');
    expect(s.accessUser).toBeUndefined();
  });
  it('organization switch goes through the server and reloads the user', async () => {
    const calls: string[] = [];
    const s = new SessionStore(fakeApi(state('LAN_ID', []), calls), () => NEVER);
    await s.load();
    expect(await s.switchOrganization('MAPLE')).toBe(true);
    expect(calls).toEqual(['switch LAN_ID MAPLE']);
    s.idle?.stop();
  });
});

describe('one session across the app’s tabs', () => {
  const T0 = Date.UTC(2026, 10, 27, 15, 0, 0);
  const TTL = 600_000;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  /** Two tabs of one browser: one server session, one broadcast channel name. */
  const twoTabs = async () => {
    const server = { expiresAt: T0 + TTL, ended: false };
    const api: AuthApi = {
      ...fakeApi(state('LAN_ID', ['TRIPX_READ'])),
      user: async () =>
        server.ended
          ? { user: null, claims: [], sessionExpiration: null }
          : {
              ...state('LAN_ID', ['TRIPX_READ']),
              sessionExpiration: new Date(server.expiresAt).toISOString(),
            },
      keepAlive: async () => (server.expiresAt = Date.now() + TTL),
      endSession: async () => void (server.ended = true),
    };
    const channels = new Set<FakeBroadcastChannel>();
    const open = async () => {
      const tab = new SessionStore(
        api,
        () => NEVER,
        DEFAULT_IDLE_TIMING,
        () => sessionTabs(new FakeBroadcastChannel(channels)),
      );
      await tab.load();
      return tab;
    };
    return { server, a: await open(), b: await open() };
  };

  it('signing out in one tab signs out the other, which calls the server no more', async () => {
    const { server, a, b } = await twoTabs();
    expect(await a.logout('en')).toBe('/logout?lang=en');
    await vi.advanceTimersByTimeAsync(0);
    expect(b.status).toBe('ended');
    expect(b.accessUser).toBeUndefined();
    expect(b.idle?.getState()).toEqual({ status: 'ended' });
    // The sign-out page ends the server's session; tab B did not.
    expect(server.ended).toBe(false);
  });

  it('“Stay signed in” in one tab closes the other’s reminder; time-out in one ends both', async () => {
    const { server, a, b } = await twoTabs();
    await vi.advanceTimersByTimeAsync(TTL - 30_000);
    expect(b.idle?.getState()).toEqual({ status: 'reminding', secondsLeft: 30 });
    await a.idle?.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.idle?.getState()).toEqual({ status: 'active' });
    await vi.advanceTimersByTimeAsync(TTL);
    expect(a.status).toBe('ended');
    expect(b.status).toBe('ended');
    expect(b.idle?.getState()).toEqual({ status: 'timedOut' });
    expect(server.ended).toBe(true);
  });
});
