import {
  type DistributionService,
  failed,
  type OrganizationDetailsResponse,
  success,
} from '@tripx/application';
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
  it('an organization opened at its address: details, category display, contacts, its agents and hierarchy (French)', async () => {
    await renderScreen(AgencyScreen, {
      role: 'Administrator_Full',
      lang: 'fr',
      params: { code: 'MAPLE' },
      service: {
        ...unusedService(),
        organizations: async () => success([node('MAPLE', null), node('MAPLE-TOR', 'MAPLE')]),
        organization: async () => success(details),
        hierarchy: async () =>
          success({ ...node('MAPLE', null), children: [{ ...node('MAPLE-TOR', 'MAPLE'), children: [] }] }),
        agentsOf: async () => success([aUserRecord()]),
      },
    });
    expect(await screen.findByRole('button', { name: 'Érable MAPLE (MAPLE)' })).toBeInTheDocument();
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

describe('the agency address (issue 17: ids in URLs)', () => {
  const service = (asked: string[], searched: unknown[]): DistributionService => ({
    ...unusedService(),
    organizations: async (body) => {
      searched.push(body);
      return success([node('MAPLE', null)]);
    },
    organization: async (code) => {
      asked.push(code);
      return code === 'MAPLE'
        ? success(details)
        : failed({ kind: 'refused', code: 'notFound', message: '', fields: [] });
    },
    hierarchy: async () => success({ ...node('MAPLE', null), children: [] }),
    agentsOf: async () => success([]),
  });

  it('a search and an organization opened are written to the address', async () => {
    const { navigated } = await renderScreen(AgencyScreen, {
      role: 'Administrator_Full',
      service: service([], []),
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Organization name/ }), ' Maple ');
    await user.click(screen.getByRole('switch', { name: /child/i }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Maple MAPLE (MAPLE)' }));
    expect(navigated).toEqual([
      '/admin/?lang=en&name=Maple&children=true',
      '/admin/agency/MAPLE?lang=en&name=Maple&children=true',
    ]);
  });

  it('opened again (a reload, a shared link): the search from the query, the organization read from the server by its code', async () => {
    const asked: string[] = [];
    const searched: unknown[] = [];
    await renderScreen(AgencyScreen, {
      role: 'Administrator_Full',
      url: '/admin/agency/MAPLE?lang=en&name=Maple&children=true',
      params: { code: 'MAPLE' },
      service: service(asked, searched),
    });
    expect(await screen.findByRole('heading', { name: 'Maple MAPLE' })).toBeInTheDocument();
    expect(asked).toEqual(['MAPLE']);
    expect(searched).toEqual([{ name: 'Maple', includeChildOrganizations: true, lang: 'en' }]);
    expect(screen.getByRole('textbox', { name: /^Organization name/ })).toHaveValue('Maple');
  });

  it('an organization the server does not show (unknown, or outside the scope) is not found', async () => {
    const asked: string[] = [];
    await renderScreen(AgencyScreen, {
      role: 'Administrator_Full',
      url: '/admin/agency/ELSEWHERE?lang=en',
      params: { code: 'ELSEWHERE' },
      service: service(asked, []),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(asked).toEqual(['ELSEWHERE']);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
