import { describe, expect, it } from 'vitest';
import { AuthCallFailed, HttpAuthApi } from './http-auth.service';
import { HttpClient } from './http-client';
import { fakeFetch } from './test-support/fake-fetch';

const context = { lang: () => 'en' as const, refCode: () => undefined };
const csrfInvalid = { status: 403, data: { error: { code: 'csrfInvalid', message: '', fields: [] } } };

describe('HttpAuthApi', () => {
  it('reads an anonymous session, and a user with the organization’s names whose unknown claims grant nothing', async () => {
    let user: unknown = null;
    const { transport } = fakeFetch(() => ({
      status: 200,
      data: { user, claims: ['POLICY_READ', 'notAClaim'], accessToken: null, sessionExpiration: null },
    }));
    const api = new HttpAuthApi(new HttpClient(transport, context));
    expect(await api.user()).toMatchObject({ user: null, sessionExpiration: null });
    user = {
      userRef: 'r',
      name: 'N',
      userType: 'LAN_ID',
      organizationCode: 'MAPLE',
      organizations: [],
      organizationName: { en: 'Maple Travel', fr: 'Voyages Érable' },
    };
    const state = await api.user();
    expect(state.user?.userType).toBe('LAN_ID');
    expect(state.user?.organizationName).toEqual({ en: 'Maple Travel', fr: 'Voyages Érable' });
    expect(state.claims).toEqual(['POLICY_READ']);
    user = { ...(user as object), organizationName: 'Maple Travel' };
    await expect(api.user()).rejects.toEqual(new AuthCallFailed('badResponse'));
  });

  it('a refused or malformed answer rejects with its code', async () => {
    const { transport } = fakeFetch((c) =>
      c.url === '/keepalive'
        ? { status: 401, data: { error: { code: 'sessionExpired', message: '', fields: [] } } }
        : { status: 200, data: { user: { userType: 'ROBOT' }, claims: [] } },
    );
    const api = new HttpAuthApi(new HttpClient(transport, context));
    await expect(api.keepAlive()).rejects.toEqual(new AuthCallFailed('sessionExpired'));
    await expect(api.user()).rejects.toEqual(new AuthCallFailed('badResponse'));
  });

  it('a CIAM sign-out posts with the CSRF token (fetched before it is sent) and answers where to go', async () => {
    const { transport, seen } = fakeFetch((c) => {
      if (c.url === '/csrf') return { status: 200, data: { csrfToken: 'tok-1' } };
      if (c.headers['x-csrf-token'] !== 'tok-1') return csrfInvalid;
      return { status: 200, data: { ok: true, redirectUrl: '/bye?lang=fr' } };
    });
    const api = new HttpAuthApi(new HttpClient(transport, context));
    expect(await api.logout('CIAM_ID', 'fr')).toBe('/bye?lang=fr');
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual(['get /csrf', 'post /logout']);
    expect(seen[1]?.params).toEqual({ lang: 'fr' });
    expect(await api.logout('LAN_ID', 'en')).toBe('/logout?lang=en');
  });
});
