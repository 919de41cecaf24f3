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
  it('searches by the filters, lists a page and opens a policy', async () => {
    const service = fakePolicyService({
      search: async (c) => {
        const page = (c.offset ?? 0) / 10 + 1;
        return success({ total: 12, page, pageSize: 10, policies: page === 1 ? [summary(1)] : [summary(2)] });
      },
    });
    const { pushed } = await renderAt('/policy', 'Staff_Admin', service);
    await userEvent.type(await screen.findByLabelText('Last name'), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('12 policies found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$123.45' })).toBeInTheDocument();
    // The plan by its name, not its code (issue 17 item 9).
    expect(screen.getByRole('cell', { name: 'Single trip emergency medical' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'SEM' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'TX2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('link', { name: 'TX2' }));
    expect(pushed).toEqual(['/admin/policy/endorsement/TX2/policies?lang=en']);
  });
});
