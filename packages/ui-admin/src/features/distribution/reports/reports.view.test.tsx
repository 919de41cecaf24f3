import { type ExportFormat, type ReportRequest, salesReportTable, success } from '@tripx/application';
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

  it('the journal: the rows and columns of its export, each row linked to its policy; the export asks what is shown', async () => {
    const exported: [ReportRequest, ExportFormat][] = [];
    const sale = (policyNumber: string, premiumCents: number) => ({
      purchaseDay: '2026-03-01',
      groupNumber: `G-${policyNumber}`,
      policyNumber,
      organizationCode: 'MAPLE',
      agentRef: 'prf-agent',
      agentName: 'Julie Bouchard',
      travellerName: 'Ann Lee',
      planCode: 'SEMH',
      status: 'ACTIVE',
      premiumCents,
    });
    const answer = (body: ReportRequest) => ({
      query: {
        report: body.report,
        level: body.level ?? 'agency',
        organizationCode: body.organizationCode,
        includeChildOrganizations: true,
        from: body.from,
        to: body.to,
      },
      organizations: ['MAPLE'],
      totals: { policies: 2, travellers: 2, premiumCents: 15_000 },
      journal: [sale('TX1', 10_000), sale('TX2', 5_000)],
      activity: [{ day: '2026-03-01', group: 'MAPLE', policies: 2, travellers: 2, premiumCents: 15_000 }],
    });
    const { navigated } = await renderScreen(ReportsScreen, {
      role: 'View_Only',
      service: {
        ...unusedService(),
        organizations: async () => success([org('MAPLE', null)]),
        report: async (body: ReportRequest) => success(answer(body)),
        exportReport: async (body: ReportRequest, format: ExportFormat) => {
          exported.push([body, format]);
          return { ok: false, failure: { kind: 'network', code: 'network' } };
        },
      },
    });
    const user = userEvent.setup();
    await screen.findAllByText('Org MAPLE (MAPLE)');
    await user.click(screen.getByRole('combobox', { name: 'Report' }));
    await user.click(screen.getByRole('option', { name: 'Sales journal' }));
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    const table = await screen.findByRole('table', { name: 'Sales journal' });
    const file = salesReportTable(answer({ report: 'SalesJournals' } as ReportRequest));
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(within(head as HTMLElement).getAllByRole('columnheader')).toHaveLength(file.columns.length);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual(
      file.rows.map((cells) => cells.map((c) => (typeof c === 'number' ? `$${c.toFixed(2)}` : String(c)))),
    );
    await user.click(within(table).getByRole('link', { name: 'TX2' }));
    expect(navigated).toEqual(['/admin/policy/endorsement/TX2/view?lang=en']);
    // The form changed after the report ran: the export still asks for the report on screen.
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(exported).toEqual([
      [expect.objectContaining({ report: 'SalesJournals', from: '2026-03-01' }), 'csv'],
    ]);
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
