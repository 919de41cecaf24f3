import { type AttemptSearchQuery, type AttemptSummaryView, success } from '@tripx/application';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePolicyService } from '../test-support/fake-policy-service';
import { renderAt } from '../test-support/render-screen';

const attempt = (n: number, over: Partial<AttemptSummaryView> = {}): AttemptSummaryView => ({
  groupNumber: `G${n}`,
  status: 'DECLINED',
  reason: 'cardDeclined',
  organizationCode: 'CM',
  agentName: null,
  createdAt: '2026-11-25T03:30:00.000Z',
  settledAt: '2026-11-25T03:30:05.000Z',
  travellers: [{ firstName: 'Ada', lastName: 'Lovelace' }],
  email: 'ada@example.com',
  phone: '+14165550199',
  plans: [{ code: 'SEM', name: { en: 'Single trip emergency medical', fr: 'Soins médicaux d’urgence' } }],
  startDate: '2026-12-01',
  endDate: '2026-12-10',
  totalCents: 12_345,
  ...over,
});

const serviceOf = (asked: AttemptSearchQuery[]) =>
  fakePolicyService({
    attempts: async (c) => {
      asked.push(c);
      const page = (c.offset ?? 0) / 10 + 1;
      return success({
        total: 11,
        page,
        pageSize: 10,
        attempts: page === 1 ? [attempt(1)] : [attempt(2, { status: 'ABANDONED', reason: 'reconciliation' })],
      });
    },
  });

describe('declined and abandoned purchases screen', () => {
  it('lists the attempts at once, in Toronto time, with how to reach the traveller; filters and pages', async () => {
    const asked: AttemptSearchQuery[] = [];
    await renderAt('/policy/attempts', 'Staff_Admin', serviceOf(asked));
    expect(await screen.findByText('11 purchase attempts')).toBeInTheDocument();
    expect(asked[0]).toEqual({ sortField: 'createdAt', sortOrder: 'desc', offset: 0, limit: 10 });
    const table = screen.getByRole('table', { name: 'Purchase attempts' });
    const [, row] = within(table).getAllByRole('row');
    // 03:30 UTC on the 25th is the evening of the 24th in Toronto.
    expect(row).toHaveTextContent('2026-11-24 10:30pm EST');
    expect(row).toHaveTextContent('Declined (card declined)');
    expect(within(table).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(table).getByRole('cell', { name: '$123.45' })).toBeInTheDocument();
    // Not a policy: nothing to open, reinstate or cancel.
    expect(within(row!).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await userEvent.click(screen.getByRole('option', { name: 'Declined' }));
    await userEvent.type(screen.getByLabelText('Attempted from'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(asked[1]).toEqual({
      status: 'DECLINED',
      from: '2026-11-01',
      sortField: 'createdAt',
      sortOrder: 'desc',
      offset: 0,
      limit: 10,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Abandoned (payment never completed)')).toBeInTheDocument();
    expect(asked[2]).toMatchObject({ offset: 10 });
  });

  it('opens the filtered, sorted page its shared URL shows, and writes a change there (Back returns)', async () => {
    const asked: AttemptSearchQuery[] = [];
    const { pushed, data } = await renderAt(
      '/policy/attempts?status=DECLINED&from=2026-11-01&sort=total&order=asc&page=2',
      'Staff_Admin',
      serviceOf(asked),
    );
    expect(await screen.findByText('Abandoned (payment never completed)')).toBeInTheDocument();
    expect(asked).toEqual([
      { status: 'DECLINED', from: '2026-11-01', sortField: 'total', sortOrder: 'asc', offset: 10, limit: 10 },
    ]);
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveTextContent('Declined');
    expect(screen.getByLabelText('Attempted from')).toHaveValue('2026-11-01');

    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /Organization/ }));
    expect(pushed).toEqual([
      '/admin/policy/attempts?lang=en&status=DECLINED&from=2026-11-01&sort=organizationCode&order=asc',
    ]);
    await screen.findByText('Declined (card declined)');
    expect(asked.at(-1)).toMatchObject({ sortField: 'organizationCode', offset: 0 });
    // Back to the shared address: that list is read again.
    await act(() => data.navigate(-1));
    await screen.findByText('Abandoned (payment never completed)');
    expect(asked.at(-1)).toMatchObject({ sortField: 'total', offset: 10 });
    expect(asked).toHaveLength(3);
  });

  it('waits for a valid day before asking', async () => {
    const asked: AttemptSearchQuery[] = [];
    await renderAt('/policy/attempts', 'Staff_Admin', serviceOf(asked));
    await screen.findByText('11 purchase attempts');
    await userEvent.type(screen.getByLabelText('Attempted to'), '2026-13-40');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(asked).toHaveLength(1);
  });

  it('speaks French: title, outcome, money and Toronto time the French way', async () => {
    await renderAt('/policy/attempts', 'Staff_Admin', serviceOf([]), 'fr');
    expect(
      await screen.findByRole('heading', { name: 'Achats refusés ou abandonnés', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('11 tentatives d’achat')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText(/Refusé \(carte refusée\)/)).toBeInTheDocument();
    // Exact text, no-break spaces included (the matchers would fold them into spaces).
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('24\u00a0novembre\u00a02026, 22\u00a0h\u00a030\u00a0HNE');
    expect(cells).toContain('123,45\u00a0$');
  });
});
