import { type ReportRequest, success } from '@tripx/application';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportsScreen } from '../distribution-screens.view';
import { unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';

const org = (code: string, parentCode: string | null) => ({
  code,
  parentCode,
  organizationName: `Org ${code}`,
  organizationNameInFrench: `Org ${code} FR`,
  category: 'AGENCY',
  salesChannel: 'b2b',
});

describe('reports screen', () => {
  it('runs the report for the chosen organization with its children: totals, chart and table', async () => {
    const asked: ReportRequest[] = [];
    const activity = [
      { day: '2026-03-01', group: 'MAPLE-TOR', policies: 2, travellers: 3, premiumCents: 12_345 },
      { day: '2026-03-02', group: 'MAPLE-MTL', policies: 1, travellers: 1, premiumCents: 5_000 },
    ];
    await renderScreen(ReportsScreen, {
      role: 'View_Only',
      service: {
        ...unusedService(),
        organizations: async () => success([org('MAPLE', null), org('MAPLE-TOR', 'MAPLE')]),
        report: async (body: ReportRequest) => {
          asked.push(body);
          return success({
            query: {
              report: body.report,
              level: 'agency',
              organizationCode: body.organizationCode,
              includeChildOrganizations: false,
              from: body.from,
              to: body.to,
            },
            organizations: ['MAPLE', 'MAPLE-TOR'],
            totals: { policies: 3, travellers: 4, premiumCents: 17_345 },
            journal: [],
            activity,
          });
        },
      },
    });
    const user = userEvent.setup();
    await screen.findAllByText('Org MAPLE (MAPLE)');
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(asked[0]).toMatchObject({
      report: 'SalesActivity',
      level: 'agency',
      organizationCode: 'MAPLE',
      includeChildOrganizations: true,
      from: '2026-03-01',
      lang: 'en',
    });
    expect(await screen.findByText('$173.45')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Policies sold per day' });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('an inverted period is refused before any call', async () => {
    await renderScreen(ReportsScreen, {
      role: 'View_Only',
      service: { ...unusedService(), organizations: async () => success([org('MAPLE', null)]) },
    });
    const user = userEvent.setup();
    await screen.findAllByText('Org MAPLE (MAPLE)');
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an organization and a valid period');
  });
});
