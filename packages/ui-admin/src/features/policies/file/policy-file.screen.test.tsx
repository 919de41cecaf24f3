import { success } from '@tripx/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBooking, callsOf, fakePolicyService, refused } from '../test-support/fake-policy-service';
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
    // The refund and the card it goes back to, before anything moves.
    expect(
      within(dialog).getByText('$70.00 will be refunded to the Visa card ending in 4242.'),
    ).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel and refund' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason for the cancellation/), 'Trip cancelled');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('TX1: $70.00 refunded, status Inactive')).toBeInTheDocument();
    expect(callsOf(service, 'cancel')).toEqual([
      [{ cancellationReason: 'Trip cancelled', paxes: [{ policyNumber: 'TX1' }], confirmedCents: 7000 }],
    ]);
    // What moved: amount, card, the provider's reference, Toronto time with its zone.
    expect(within(dialog).getByRole('list', { name: 'Transactions made' })).toHaveTextContent(
      'Refund of $70.00 — the Visa card ending in 4242 — reference ch_0001 — 2026-11-22 10:30am EST',
    );
    expect(toasts.toasts.map((t) => t.message)).toEqual(['The policy was cancelled.']);
  });

  it('the view tab says a date of birth is not on file (an older policy), never 1900-01-01', async () => {
    const booking = aBooking();
    const pax = { ...booking.paxes[0]!, dateOfBirth: null };
    const dependent = {
      referenceNumber: 2,
      firstName: 'Bo',
      lastName: null,
      dateOfBirth: null,
      relationship: null,
      tripCost: null,
    };
    const service = fakePolicyService({
      policy: () => Promise.resolve(success(aBooking({ paxes: [pax], dependents: [dependent] }))),
    });
    await renderAt('/policy/endorsement/TX1/view', 'Staff_Viewer', service);
    await screen.findByRole('heading', { name: 'Overview of TX1' });
    await userEvent.click(screen.getByRole('button', { name: /Dependents/ }));
    const unknown = await screen.findAllByText('Not on file');
    expect(unknown.map((e) => e.previousElementSibling?.textContent)).toEqual([
      'Date of birth',
      'Date of birth',
    ]);
    expect(screen.queryByText(/1900/)).toBeNull();
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
    // Nothing moves before the amount and the card are confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the amount' });
    expect(dialog).toHaveTextContent('$3.00 will be charged to the Visa card ending in 4242.');
    expect(callsOf(service, 'update')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Charge $3.00' }));
    await waitFor(() => expect(callsOf(service, 'update')).toHaveLength(1));
    expect(callsOf(service, 'update')[0]?.[0]).toMatchObject({
      version: 3,
      charge: { method: 'TOKEN' },
      confirmedCents: 300,
    });
    expect(await screen.findByRole('list', { name: 'Transactions made' })).toHaveTextContent(
      'Charge of $3.00 — the Visa card ending in 4242 — reference ch_0001',
    );
  });

  it('“Go back” in the confirmation sends nothing', async () => {
    const service = fakePolicyService();
    await renderAt('/policy/endorsement/TX1/edit', 'Staff_Admin', service);
    await userEvent.click(await screen.findByRole('button', { name: 'Re-quote' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply the changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the amount' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(service, 'update')).toHaveLength(0);
  });

  it('en français : la remise en vigueur montre le montant et la carte, puis la transaction', async () => {
    const inactive = aBooking();
    const pax = { ...inactive.paxes[0]!, policyStatus: 'INACTIVE' };
    const service = fakePolicyService({
      policy: () => Promise.resolve(success(aBooking({ paxes: [pax] }))),
    });
    await renderAt('/policy/endorsement/TX1/policies', 'Staff_Admin', service, 'fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Remettre en vigueur TX1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remettre en vigueur TX1' });
    // (The matchers compare text with its spaces collapsed: the no-break spaces read as spaces.)
    await within(dialog).findByText(/sera débité/);
    expect(dialog).toHaveTextContent('70,00 $ sera débité sur la carte Visa se terminant par 4242.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remettre en vigueur' }));
    expect(callsOf(service, 'reinstate')[0]?.[0]).toMatchObject({ confirmedCents: 7000 });
    expect(await within(dialog).findByRole('list', { name: 'Transactions effectuées' })).toHaveTextContent(
      'Paiement de 70,00 $ — la carte Visa se terminant par 4242 — référence ch_0001 — 22 novembre 2026, 10 h 30 HNE',
    );
  });

  it('a declined card: the reinstatement says nothing changed and the policy stays as it was', async () => {
    const inactive = aBooking();
    const pax = { ...inactive.paxes[0]!, policyStatus: 'INACTIVE' };
    const service = fakePolicyService({
      policy: () => Promise.resolve(success(aBooking({ paxes: [pax] }))),
      reinstate: async () => refused('paymentFailed'),
    });
    await renderAt('/policy/endorsement/TX1/policies', 'Staff_Admin', service);
    await userEvent.click(await screen.findByRole('button', { name: 'Reinstate TX1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate TX1' });
    await within(dialog).findByText(/^\$70\.00 will be charged/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The card was declined. Nothing was changed and nothing was charged.',
    );
    expect(callsOf(service, 'policy')).toHaveLength(1);
  });

  it('notes: listed with author; a new one is added', async () => {
    const service = fakePolicyService();
    await renderAt('/policy/endorsement/TX1/notes', 'Staff_Admin', service);
    await userEvent.type(await screen.findByLabelText(/New note/), 'Called the client');
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Called the client')).toBeInTheDocument();
    expect(screen.getByText(/Sam Staff/)).toBeInTheDocument();
  });

  it('financials: every transaction with its type, method and card, and each balance', async () => {
    const service = fakePolicyService({
      financials: async () =>
        success({
          transactions: [
            {
              policyNumber: 'TX1',
              date: '2026-11-01T10:00:00Z',
              type: 'CHARGE',
              method: 'CREDIT_CARD',
              amountCents: 10_000,
              brand: 'visa',
              last4: '4242',
            },
            {
              policyNumber: 'TX1',
              date: '2026-11-02T10:00:00Z',
              type: 'REFUND',
              method: 'CASH',
              amountCents: 2_500,
              brand: null,
              last4: null,
            },
          ],
          paxes: [
            {
              policyNumber: 'TX1',
              status: 'ACTIVE',
              premiumCents: 7_500,
              paidCents: 10_000,
              refundedCents: 2_500,
              balanceCents: 7_500,
            },
          ],
        }),
    });
    await renderAt('/policy/endorsement/TX1/financials', 'Staff_Viewer', service);
    const rows = within(await screen.findByRole('table', { name: 'Transactions' })).getAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2026-11-01 5:00am EST', 'TX1', 'Charge', 'Credit card', '$100.00', 'visa •••• 4242'],
      ['2026-11-02 5:00am EST', 'TX1', 'Refund', 'Cash or cheque', '$25.00', ''],
    ]);
    const balance = within(screen.getByRole('table', { name: 'Balance of each policy' })).getAllByRole(
      'row',
    )[1]!;
    expect(
      within(balance)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['TX1', 'Active', '$75.00', '$100.00', '$25.00', '$75.00']);
  });

  it('a viewer reads deliveries and the confirmation PDF but may not resend', async () => {
    await renderAt('/policy/endorsement/TX1/delivery', 'Staff_Viewer', fakePolicyService());
    expect(await screen.findByText('No delivery yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The confirmation (PDF)' })).toHaveAttribute(
      'href',
      '/api/policies/TX1/confirmation/pdf',
    );
    expect(screen.queryByRole('button', { name: 'Resend the confirmation' })).toBeNull();
  });

  it('a viewer reads notes but may not add one', async () => {
    const service = fakePolicyService({
      notes: async () =>
        success([
          {
            id: 'n1',
            ownerCode: 'TX1',
            note: 'Client called',
            authorName: 'Sam Staff',
            createdAt: '2026-11-20T12:00:00Z',
          },
        ]),
    });
    await renderAt('/policy/endorsement/TX1/notes', 'Staff_Viewer', service);
    expect(await screen.findByText('Client called')).toBeInTheDocument();
    expect(screen.getByText('Sam Staff, 2026-11-20 7:00am EST')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the note' })).toBeNull();
  });

  it('staff resend the confirmation to the address they give', async () => {
    const service = fakePolicyService();
    const { toasts } = await renderAt('/policy/endorsement/TX1/delivery', 'Staff_Admin', service);
    const email = await screen.findByLabelText(/Send the confirmation to/);
    await waitFor(() => expect(email).toHaveValue('ada@example.com'));
    await userEvent.clear(email);
    await userEvent.type(email, 'office@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend the confirmation' }));
    await waitFor(() =>
      expect(toasts.toasts.map((t) => t.message)).toEqual(['The confirmation was queued again.']),
    );
    expect(callsOf(service, 'resendConfirmation')).toEqual([['TX1', 'office@example.com']]);
  });
});
