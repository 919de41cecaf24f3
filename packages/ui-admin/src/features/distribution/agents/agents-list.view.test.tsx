import { type DistributionService, success } from '@tripx/application';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentsScreen } from '../distribution-screens.view';
import { agentSearchOver, anAgent, unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';

const roles: DistributionService['roles'] = async () =>
  success([
    {
      role: 'Consultant_Own',
      title: 'Travel Consultant - Own policies',
      titleFr: 'Conseiller en voyages - Ses propres polices',
      category: 'Agency',
    },
  ]);

describe('agent list: the role in words (issue 17: codes and English role names in French)', () => {
  const service = (): DistributionService => ({
    ...unusedService(),
    roles,
    ...agentSearchOver([
      anAgent({ role: 'Consultant_Own' }),
      anAgent({ profileRef: 'prf-zoe', agentName: 'Zoé Roy', role: 'Chef de bureau' }),
    ]),
  });

  for (const [lang, name] of [
    ['fr', 'Conseiller en voyages - Ses propres polices'],
    ['en', 'Travel Consultant - Own policies'],
  ] as const) {
    it(`${lang}: a role code is named in the page's language; a title of the agent's own stays as written`, async () => {
      await renderScreen(AgentsScreen, { role: 'Administrator_User', lang, service: service() });
      await screen.findByText(name);
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual([
        name,
        'Chef de bureau',
      ]);
    });
  }
});
