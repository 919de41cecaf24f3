import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, fakePolicyService } from '../test-support/fake-policy-service';
import { renderAt } from '../test-support/render-screen';

const tabNames = async () => (await screen.findAllByRole('tab')).map((t) => t.textContent);

describe('policy file screen', () => {
  it('staff with every policy claim see every tab and cancel with a reason', async () => {
    const service = fakePolicyService();
    const { toasts } = await renderAt('/policy/endorsement/TX1/policies', 'Staff_Admin', service);
    expect(await screen.findByRole('heading', { name: 'Policy TX1' })).toBeInTheDocument();
    expect(await tabNames()).toEqual(['Policies', 'View', 'Edit', 'Delivery', 'Financials', 'Notes']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel TX1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the policy' });
    expect(await within(dialog).findByText('Refund if cancelled today: $70.00')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel and refund' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason for the cancellation/), 'Trip cancelled');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('TX1: $70.00 refunded, status Inactive')).toBeInTheDocument();
    expect(callsOf(service, 'cancel')).toEqual([
      [{ cancellationReason: 'Trip cancelled', paxes: [{ policyNumber: 'TX1' }] }],
    ]);
    expect(toasts.toasts.map((t) => t.message)).toEqual(['The policy was cancelled.']);
  });

  it('a viewer sees neither the edit tab nor the cancel button', async () => {
    await renderAt('/policy/endorsement/TX1/policies', 'Staff_Viewer', fakePolicyService());
    await screen.findByRole('cell', { name: 'TX1' });
    expect(await tabNames()).not.toContain('Edit');
    expect(screen.queryByRole('button', { name: 'Cancel TX1' })).toBeNull();
  });

  it('a tab is a route: choosing one navigates to its path', async () => {
    const { pushed } = await renderAt('/policy/endorsement/TX1/policies', 'Staff_Admin', fakePolicyService());
    await userEvent.click((await screen.findAllByRole('tab', { name: 'Financials' }))[0]!);
    expect(pushed).toEqual(['/admin/policy/endorsement/TX1/financials?lang=en']);
  });

  it('the edit tab re-quotes and applies the charge on the card on file', async () => {
    const service = fakePolicyService();
    await renderAt('/policy/endorsement/TX1/edit', 'Staff_Admin', service);
    const end = await screen.findByLabelText(/Return date/);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-13');
    await userEvent.click(screen.getByRole('button', { name: 'Re-quote' }));
    expect(await screen.findByText('Total difference: $3.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card on file' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Apply the changes' }));
    await waitFor(() => expect(callsOf(service, 'update')).toHaveLength(1));
    expect(callsOf(service, 'update')[0]?.[0]).toMatchObject({ version: 3, charge: { method: 'TOKEN' } });
  });

  it('notes: listed with author; a new one is added', async () => {
    const service = fakePolicyService();
    await renderAt('/policy/endorsement/TX1/notes', 'Staff_Admin', service);
    await userEvent.type(await screen.findByLabelText(/New note/), 'Called the client');
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Called the client')).toBeInTheDocument();
    expect(screen.getByText(/Sam Staff/)).toBeInTheDocument();
  });
});
