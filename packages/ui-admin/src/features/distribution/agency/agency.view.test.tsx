import { failed, type OrganizationDetailsResponse, success } from '@tripx/application';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AgencyScreen } from '../distribution-screens.view';
import { aUserRecord, unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';

const node = (code: string, parentCode: string | null) => ({
  code,
  parentCode,
  organizationName: `Maple ${code}`,
  organizationNameInFrench: `Érable ${code}`,
  category: 'AGENCY',
  salesChannel: 'b2b',
});
const details: OrganizationDetailsResponse = {
  ...node('MAPLE', null),
  language: 'en',
  branchCode: 'B-1',
  legalName: 'Maple Inc.',
  contacts: [{ contactType: 'SUPPORT', email: 'help@maple.example' }],
  contract: { content: { en: {}, fr: {} }, contentRoot: null, whiteLabelRoot: null },
  display: { category: 'AGENCY', showsLogo: true, premiumDisplay: 'coverageOrTripCost' },
};

describe('agency screen', () => {
  it('opens an organization: details, category display, contacts, its agents and hierarchy (French)', async () => {
    await renderScreen(AgencyScreen, {
      role: 'Administrator_Full',
      lang: 'fr',
      service: {
        ...unusedService(),
        organizations: async () => success([node('MAPLE', null), node('MAPLE-TOR', 'MAPLE')]),
        organization: async () => success(details),
        hierarchy: async () =>
          success({ ...node('MAPLE', null), children: [{ ...node('MAPLE-TOR', 'MAPLE'), children: [] }] }),
        agentsOf: async () => success([aUserRecord()]),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Érable MAPLE (MAPLE)' }));
    expect(await screen.findByRole('heading', { name: 'Érable MAPLE' })).toBeInTheDocument();
    expect(screen.getByText('Prime avec montant de garantie ou coût du voyage')).toBeInTheDocument();
    expect(screen.getByText(/help@maple\.example/)).toBeInTheDocument();
    expect(screen.getByText('Léa Martin (lea@example.com)')).toBeInTheDocument();
    expect(screen.getAllByText(/Érable MAPLE-TOR \(MAPLE-TOR\)/).length).toBeGreaterThan(0);
  });

  it('a failed organization search is an empty list, silently (spec 8)', async () => {
    await renderScreen(AgencyScreen, {
      role: 'Administrator_Full',
      service: {
        ...unusedService(),
        organizations: async () => failed({ kind: 'network', code: 'network' }),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /MAPLE/ })).toEqual([]);
  });
});
