import { success } from '@tripx/application';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePolicyService } from '../test-support/fake-policy-service';
import { renderAt } from '../test-support/render-screen';

const summary = (n: number) => ({
  policyNumber: `TX${n}`,
  groupNumber: `G${n}`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: null,
  planCode: 'SEM',
  planName: { en: 'Single trip emergency medical', fr: 'Soins médicaux d’urgence, voyage unique' },
  policyStatus: 'ACTIVE',
  organizationCode: 'TRIPX',
  startDate: '2026-12-01',
  endDate: '2026-12-10',
  applicationDate: '2026-11-01',
  purchaseDate: '2026-11-01T10:00:00Z',
  premiumTotal: 12_345,
});

describe('policy search screen', () => {
  const serviceOf = (asked: unknown[]) =>
    fakePolicyService({
      search: async (c) => {
        asked.push(c);
        const page = (c.offset ?? 0) / 10 + 1;
        return success({ total: 12, page, pageSize: 10, policies: page === 1 ? [summary(1)] : [summary(2)] });
      },
    });

  it('lists the newest policies at once, and a search goes to the address', async () => {
    const asked: unknown[] = [];
    const { pushed } = await renderAt('/policy', 'Staff_Admin', serviceOf(asked));
    expect(await screen.findByText('12 policies found')).toBeInTheDocument();
    expect(asked).toEqual([{ sortField: 'purchaseDate', sortOrder: 'desc', offset: 0, limit: 10 }]);
    expect(screen.getByRole('columnheader', { name: /Purchase date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('cell', { name: '$123.45' })).toBeInTheDocument();
    // The plan by its name, not its code (issue 17 item 9).
    expect(screen.getByRole('cell', { name: 'Single trip emergency medical' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'SEM' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Last name'), 'Lov');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(pushed).toEqual(['/admin/policy?lang=en&lastName=Lov']);
    expect(asked.at(-1)).toMatchObject({ lastName: 'Lov', offset: 0 });
  });

  it('sorts by a header from the keyboard and pages, each in the address, and opens a policy', async () => {
    const asked: unknown[] = [];
    const { pushed } = await renderAt('/policy', 'Staff_Admin', serviceOf(asked));
    (await screen.findByRole('button', { name: /Traveller/ })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('columnheader', { name: /Traveller/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'TX2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(asked.at(-1)).toEqual({ sortField: 'traveller', sortOrder: 'asc', offset: 10, limit: 10 });
    await userEvent.click(screen.getByRole('link', { name: 'TX2' }));
    expect(pushed).toEqual([
      '/admin/policy?lang=en&sort=traveller&order=asc',
      '/admin/policy?lang=en&sort=traveller&order=asc&page=2',
      '/admin/policy/endorsement/TX2/policies?lang=en',
    ]);
  });
});
