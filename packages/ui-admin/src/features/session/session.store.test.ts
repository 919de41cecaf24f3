import type { AuthApi, AuthState } from '@tripx/application';
import type { Claim } from '@tripx/domain';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SessionStore } from './session.store';

const state = (userType: 'LAN_ID' | 'CIAM_ID', claims: readonly Claim[]): AuthState => ({
  user: { userRef: 'prf-x', name: 'X Y', userType, organizationCode: 'CM', organizations: [] },
  claims,
  sessionExpiration: new Date(Date.now() + 600_000).toISOString(),
});

const fakeApi = (answer: AuthState, calls: string[] = []): AuthApi => ({
  user: async () => answer,
  keepAlive: async () => Date.now() + 600_000,
  refreshToken: async () => Date.now() + 600_000,
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
