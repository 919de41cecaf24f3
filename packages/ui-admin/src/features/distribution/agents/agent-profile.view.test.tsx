import { type DistributionService, failed, success } from '@tripx/application';
import type { AgentProfileForm } from '@tripx/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentProfileScreen, RegisterAgentScreen } from '../distribution-screens.view';
import { aProfile, unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';

afterEach(() => sessionStorage.clear());

/** A profile service over Léa's profile as the server keeps it; records each update. */
const profileServer = () => {
  let kept = aProfile();
  const updates: AgentProfileForm[] = [];
  const service: DistributionService = {
    ...unusedService(),
    roles: async () => success([]),
    profile: async () => success(kept),
    updateProfile: async (profileRef, form) => {
      updates.push(form);
      kept = { ...kept, ...(form.city === undefined ? {} : { city: form.city }) };
      return success({ profileRef });
    },
  };
  return {
    service,
    updates,
    changedElsewhere: (over: Parameters<typeof aProfile>[0]) => (kept = { ...kept, ...over }),
  };
};
const openProfile = (service: DistributionService, lang: 'en' | 'fr' = 'en') =>
  renderScreen(AgentProfileScreen, {
    role: 'Administrator_User',
    lang,
    params: { agentId: 'prf-lea' },
    service,
  });

describe('the agent profile form: what was typed and not saved', () => {
  it('is shown again after a reload, over what the server has now; saved, it is forgotten', async () => {
    const server = profileServer();
    await openProfile(server.service);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^City/ }), 'Laval');
    cleanup(); // the page reloads: new stores, the same tab
    server.changedElsewhere({ lastName: 'Martin-Roy' });
    await openProfile(server.service);
    expect(await screen.findByDisplayValue('Martin-Roy')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Laval');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(server.updates.map((f) => f.city)).toEqual(['Laval']);
    cleanup();
    server.changedElsewhere({ city: 'Montréal' });
    await openProfile(server.service);
    expect(await screen.findByRole('textbox', { name: /^City/ })).toHaveValue('Montréal');
  });

  it('the registration form keeps what was typed across a reload', async () => {
    const service: DistributionService = {
      ...unusedService(),
      roles: async () => success([]),
      createProfile: async () => success({ profileRef: 'prf-9', referenceNumber: 'r' }),
    };
    await renderScreen(RegisterAgentScreen, { role: 'Administrator_User', service });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Zoé');
    cleanup();
    await renderScreen(RegisterAgentScreen, { role: 'Administrator_User', service });
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Zoé');
  });
});

describe('the agent profile screen: a profile that cannot be read', () => {
  for (const [lang, alert, back] of [
    ['en', 'We could not find what you were looking for.', 'Back to the users'],
    ['fr', 'Nous n’avons pas trouvé ce que vous cherchez.', 'Retour aux utilisateurs'],
  ] as const)
    it(`shows its error and the way back to the list, never a blank registration form (${lang})`, async () => {
      const { navigated } = await openProfile(
        {
          ...unusedService(),
          roles: async () => success([]),
          profile: async () =>
            failed({ kind: 'refused', code: 'notFound', message: 'no', fields: [], status: 404 }),
        },
        lang,
      );
      expect((await screen.findByRole('alert')).textContent).toBe(alert);
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(
        screen.queryByRole('button', { name: lang === 'en' ? 'Register an agent' : 'Inscrire un agent' }),
      ).toBeNull();
      await userEvent.setup().click(screen.getByRole('button', { name: back }));
      expect(navigated).toEqual([`/admin/users?lang=${lang}`]);
    });
});
