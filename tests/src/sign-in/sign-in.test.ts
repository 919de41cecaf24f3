import { claimsForRole } from '@tripx/domain';
import type { RunningServer } from '@tripx/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInServer, signInThroughProvider, startSignIn, submitCredentials } from './sign-in-flow';

let server: RunningServer;

beforeAll(async () => {
  server = await signInServer();
});
afterAll(() => server?.close());

describe('sign-in through the built-in provider (authorization code + PKCE)', () => {
  it('the authorization request carries PKCE S256, state, nonce and the language', async () => {
    const { authorize, page } = await startSignIn(server, '/login?lang=fr');
    expect(authorize.pathname).toBe('/oidc/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('client_id')).toBe('tripx-staff');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Connexion');
    expect(page.body).toContain('staff.viewer');
    expect(page.body).not.toContain('agency.admin');
    expect(page.body).not.toMatch(/<script/i);
  });
  it('signs in, issues a NEW session id, and reads the claims of the role in the database', async () => {
    const started = await startSignIn(server);
    const anonymous = started.jar.cookie('tripx.sid');
    const { callback } = await submitCredentials(started.jar, started.interactionUrl, 'admin');
    expect(callback?.pathname).toBe('/user');
    const landed = await started.jar.request('GET', String(callback?.href));
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/admin/?lang=en');
    expect(started.jar.cookie('tripx.sid')).not.toBe(anonymous);
    const me = await started.jar.request('GET', '/api/auth/user');
    const body = me.json();
    expect(body.user.userRef).toBe('prf-admin');
    expect(body.user.userType).toBe('LAN_ID');
    expect(body).toMatchObject({ accessToken: null, monerisProfileId: null });
    expect(Date.parse(body.sessionExpiration)).toBeGreaterThan(Date.now());
    expect([...body.claims].sort()).toEqual([...claimsForRole('Staff_Admin', 'LAN_ID')].sort());
  });
  it('the agents realm admits CIAM accounts only, with their own claims', async () => {
    const { landed, jar } = await signInThroughProvider(server, 'agent.own', '/ciam?lang=en');
    expect(landed.statusCode).toBe(302);
    const me = (await jar.request('GET', '/api/auth/user')).json();
    expect(me.user.userType).toBe('CIAM_ID');
    expect([...me.claims].sort()).toEqual([...claimsForRole('Consultant_Own', 'CIAM_ID')].sort());
    const staff = await startSignIn(server, '/ciam');
    const refused = await submitCredentials(staff.jar, staff.interactionUrl, 'admin');
    expect(refused.posted.statusCode).toBe(401);
    expect(refused.posted.body).toContain('This account cannot sign in here.');
  });
  it('a wrong password is refused on the sign-in page', async () => {
    const started = await startSignIn(server);
    const r = await submitCredentials(started.jar, started.interactionUrl, 'admin', 'nope');
    expect(r.posted.statusCode).toBe(401);
    expect(r.callback).toBeUndefined();
  });
  it('a state that this session did not start is refused (400 stateInvalid), and so is a replay', async () => {
    const started = await startSignIn(server);
    const { callback } = await submitCredentials(started.jar, started.interactionUrl, 'admin');
    const forged = new URL(String(callback?.href));
    forged.searchParams.set('state', 'not-the-state');
    const r = await started.jar.request('GET', forged.href);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('stateInvalid');
    const ok = await started.jar.request('GET', String(callback?.href));
    expect(ok.statusCode).toBe(302);
    // The code and its state were used: the same callback again is refused.
    const replay = await started.jar.request('GET', String(callback?.href));
    expect(replay.statusCode).toBe(400);
  });
  it('a callback with the right state in ANOTHER browser session is refused', async () => {
    const started = await startSignIn(server);
    const { callback } = await submitCredentials(started.jar, started.interactionUrl, 'admin');
    const other = await startSignIn(server);
    const r = await other.jar.request('GET', String(callback?.href));
    expect(r.statusCode).toBe(400);
  });
  it('an ID token whose nonce is not the one this sign-in sent is refused (401 signInFailed)', async () => {
    const started = await startSignIn(server);
    const state = started.authorize.searchParams.get('state') ?? '';
    await server.database.db
      .withTables<{ rp_logins: { state: string; nonce: string } }>()
      .updateTable('rp_logins')
      .set({ nonce: 'another-nonce' })
      .where('state', '=', state)
      .execute();
    const { callback } = await submitCredentials(started.jar, started.interactionUrl, 'admin');
    const r = await started.jar.request('GET', String(callback?.href));
    expect(r.statusCode).toBe(401);
    expect(r.json().error.code).toBe('signInFailed');
    expect((await started.jar.request('GET', '/api/auth/user')).json().user).toBeNull();
  });
  it('logout kills the session on the server: the old cookie then gets 401', async () => {
    const { jar } = await signInThroughProvider(server, 'agency.admin', '/ciam');
    const old = String(jar.cookie('tripx.sid'));
    const csrf = (await jar.request('GET', '/csrf')).json().csrfToken as string;
    const out = await jar.request('POST', '/logout', undefined, { 'x-csrf-token': csrf });
    expect(out.statusCode).toBe(200);
    jar.setCookie('tripx.sid', old);
    const r = await jar.request('GET', '/switch', undefined, { neworg: 'MAPLE' });
    expect(r.statusCode).toBe(401);
    expect(r.json().error.code).toBe('sessionExpired');
    // An unsafe call with the old cookie has no session, hence no CSRF token either.
    const post = await jar.request('POST', '/api/auth/refreshToken', undefined, { 'x-csrf-token': csrf });
    expect(post.statusCode).toBe(403);
    expect((await jar.request('GET', '/keepalive')).statusCode).toBe(401);
    expect((await jar.request('GET', '/api/auth/user')).json().user).toBeNull();
  });
  it('GET /logout (staff) ends the session and goes back to the app', async () => {
    const { jar } = await signInThroughProvider(server, 'staff.viewer');
    const r = await jar.request('GET', '/logout?lang=fr');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/admin/?lang=fr');
    expect((await jar.request('GET', '/api/auth/user')).json().user).toBeNull();
  });
  it('organization switch: within the user scope only', async () => {
    const { jar } = await signInThroughProvider(server, 'admin');
    const ok = await jar.request('GET', '/switch', undefined, { neworg: 'MAPLE' });
    expect(ok.statusCode).toBe(200);
    expect((await jar.request('GET', '/api/auth/user')).json().user.organizationCode).toBe('MAPLE');
    const bad = await jar.request('GET', '/switch', undefined, { neworg: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    const ciam = await jar.request('GET', '/switch-ciam', undefined, { neworg: 'MAPLE' });
    expect(ciam.statusCode).toBe(403);
  });
  it('the return address is a path of the staff app only, after the whole sign-in', async () => {
    for (const [returnTo, landing] of [
      ['/.//evil.example', '/admin/?lang=en'],
      ['/%2F%2Fevil.example', '/admin/?lang=en'],
      ['https://evil.example/admin/', '/admin/?lang=en'],
      ['/api/auth/user', '/admin/?lang=en'],
      ['/admin/users', '/admin/users?lang=en'],
      // A policy link opened signed out: back on that policy, its query kept, in the sign-in's language.
      [
        '/admin/policy/endorsement/TX00000012/view?lang=fr&tab=x',
        '/admin/policy/endorsement/TX00000012/view?lang=en&tab=x',
      ],
    ]) {
      const path = `/login?lang=en&returnTo=${encodeURIComponent(returnTo ?? '')}`;
      const { landed } = await signInThroughProvider(server, 'staff.viewer', path);
      expect(landed.headers.location, returnTo).toBe(landing);
    }
  });
});
