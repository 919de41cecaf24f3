import type { ApiClient } from './api-client';
import { signInAsRef, type InProcessServer } from './servers';

/** An agent profile as the staff app posts it (unique code per call). */
export const anAgentProfile = (code: string) => ({
  profileCode: `${code}@example.com`,
  role: 'Consultant_Own',
  firstName: 'Noé',
  lastName: 'Roy',
  language: 'fr',
  email: `${code}@example.com`,
  province: 'ON',
  status: 'ACTIVE',
  organizations: [{ organizationCode: 'MAPLE-TOR', default: true }],
});

/**
 * An administrator (signed in on `admin`'s instance) makes a new agent, signed in on `where`; the
 * agent's session is read twice there so that whatever that instance caches of it is warm.
 */
export const signedInNewAgent = async (admin: ApiClient, where: InProcessServer, code: string) => {
  const created = await admin.post<{ profileRef: string }>(
    '/api/distribution/agent/createProfile',
    anAgentProfile(code),
  );
  if (created.status !== 201) throw new Error(`createProfile answered ${created.status}`);
  const { profileRef } = created.body;
  const agent = where.client();
  await signInAsRef(where.server, agent, profileRef);
  for (let i = 0; i < 2; i += 1) await agent.get('/api/auth/user');
  return { profileRef, agent };
};

export const deactivate = (admin: ApiClient, profileRef: string) =>
  admin.request('PUT', `/api/distribution/agent/updateProfile?profileRef=${profileRef}`, {
    body: { status: 'INACTIVE' },
  });
