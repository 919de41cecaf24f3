import { type DistributionService, success } from '@tripx/application';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AgentProfileScreen, RegisterAgentScreen } from '../distribution-screens.view';
import { aLicence, aProfile, unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';

const roles: DistributionService['roles'] = async () =>
  success([
    {
      role: 'Consultant_Own',
      title: 'Travel Consultant - Own policies',
      titleFr: 'Conseiller',
      category: 'Agency',
    },
  ]);

describe('agent registration and profile', () => {
  it('shows the field errors of the domain, then registers and opens the new profile', async () => {
    const created: unknown[] = [];
    const { navigated } = await renderScreen(RegisterAgentScreen, {
      role: 'Administrator_User',
      service: {
        ...unusedService(),
        roles,
        createProfile: async (body) => {
          created.push(body);
          return success({ profileRef: 'prf-9', referenceNumber: 'r' });
        },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Register an agent' }));
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(/required/i);
    expect(created).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /^Sign-in ID/ }), 'zoe@example.com');
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Zoé');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Tremblay');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'zoe@example.com');
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Travel Consultant - Own policies' }));
    await user.click(screen.getByRole('button', { name: 'Register an agent' }));
    expect(created).toHaveLength(1);
    expect(navigated).toEqual(['/admin/users/prf-9?lang=en']);
  });

  it('a reader sees the profile and its licences, read only', async () => {
    await renderScreen(AgentProfileScreen, {
      role: 'Administrator_Lite',
      params: { agentId: 'prf-lea' },
      service: {
        ...unusedService(),
        roles,
        profile: async () => success(aProfile({ licenses: [aLicence({ status: 'NOT_AUTHORIZED' })] })),
      },
    });
    expect(await screen.findByDisplayValue('Léa')).toBeDisabled();
    expect(screen.getByText(/ON-1 · Not Authorized/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a licence' })).toBeNull();
  });
});
