import { success, type AuthApi } from '@tripx/application';
import { claimsForRole } from '@tripx/domain';
import { NEVER } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENT_FORM_DRAFTS_KEY } from '../features/distribution/agents/agent-form-drafts';
import { aProfile, unusedService } from '../features/distribution/test-support/fake-distribution';
import { SessionStore } from '../features/session/session.store';
import { testAdminStores } from '../test-support/admin-test-stores';
import { SCREEN_ROUTES, testRouter } from '../test-support/test-router';

describe('the staff app’s unsaved agent forms end with the session', () => {
  beforeEach(() => window.sessionStorage.clear());

  const setUp = async () => {
    let userRef = 'u1';
    const session = new SessionStore(
      {
        user: async () => ({
          user: {
            userRef,
            name: 'N',
            userType: 'CIAM_ID',
            organizationCode: 'MAPLE',
            organizations: [],
            organizationName: null,
          },
          claims: claimsForRole('Consultant_Agency', 'CIAM_ID'),
          sessionExpiration: null,
        }),
      } as unknown as AuthApi,
      () => NEVER,
    );
    await session.load();
    const stores = testAdminStores({
      session,
      router: testRouter('/admin/users?lang=en', SCREEN_ROUTES).router,
      distributionService: {
        ...unusedService(),
        profile: async (ref: string) => success(aProfile({ profileRef: ref })),
      },
    });
    const { agents } = stores.distribution;
    await agents.loadProfile('prf-lea');
    agents.fieldChanged('city', 'Laval');
    expect(window.sessionStorage.getItem(AGENT_FORM_DRAFTS_KEY)).toContain('Laval');
    return { session, signInAs: (ref: string) => ((userRef = ref), session.load()) };
  };

  it('the end of the session (sign-out, expiry) removes the drafts from sessionStorage', async () => {
    const { session } = await setUp();
    session.ended();
    expect(window.sessionStorage.getItem(AGENT_FORM_DRAFTS_KEY)).toBeNull();
  });

  it('another user signing in in the tab removes them; the same user reloaded keeps them', async () => {
    const { signInAs } = await setUp();
    await signInAs('u1');
    expect(window.sessionStorage.getItem(AGENT_FORM_DRAFTS_KEY)).toContain('Laval');
    await signInAs('u2');
    expect(window.sessionStorage.getItem(AGENT_FORM_DRAFTS_KEY)).toBeNull();
  });
});
