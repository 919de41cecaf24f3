import { success, type WebhookDeliveriesView, type WebhookService } from '@tripx/application';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../distribution/test-support/render-screen';
import { WEBHOOK_SCREENS } from './webhooks-screens';

const Screen = WEBHOOK_SCREENS['/webhooks']!;
const ENDPOINT = {
  id: 'ep1',
  organizationCode: 'MAPLE',
  url: 'https://partner.example.com/hooks',
  events: ['policy.issued' as const, 'policy.cancelled' as const],
  description: 'Bank site',
  createdAt: '2026-11-25T19:30:00.000Z',
};
const DELIVERIES: WebhookDeliveriesView['deliveries'] = [
  {
    id: 'd1',
    eventId: 'ev-1',
    endpointId: 'ep1',
    eventType: 'policy.cancelled',
    status: 'PENDING',
    attempts: 2,
    maxAttempts: 10,
    nextAttemptAt: '2026-11-25T19:34:00.000Z',
    createdAt: '2026-11-25T19:30:00.000Z',
    history: [
      {
        id: 'a1',
        attempt: 1,
        at: '2026-11-25T19:30:00.000Z',
        statusCode: 500,
        durationMs: 20,
        error: 'HTTP 500',
      },
      {
        id: 'a2',
        attempt: 2,
        at: '2026-11-25T19:31:00.000Z',
        statusCode: null,
        durationMs: 15,
        error: 'fetch failed',
      },
    ],
  },
  {
    id: 'd2',
    eventId: 'ev-2',
    endpointId: 'ep1',
    eventType: 'policy.issued',
    status: 'SENT',
    attempts: 1,
    maxAttempts: 10,
    nextAttemptAt: null,
    createdAt: '2026-11-25T19:00:00.000Z',
    history: [
      { id: 'a3', attempt: 1, at: '2026-11-25T19:00:00.000Z', statusCode: 204, durationMs: 9, error: null },
    ],
  },
];

const fakeWebhooks = () => {
  const calls: string[] = [];
  const service: WebhookService = {
    endpoints: async (code) => {
      calls.push(`endpoints ${code}`);
      return success({ endpoints: code === 'MAPLE' ? [ENDPOINT] : [] });
    },
    deliveries: async (id) => {
      calls.push(`deliveries ${id}`);
      return success({ deliveries: DELIVERIES });
    },
    resend: async (id) => {
      calls.push(`resend ${id}`);
      return success({ resent: true as const });
    },
  };
  return { service, calls };
};

describe('the webhooks screen', () => {
  it('lists an organization’s endpoints, an endpoint’s deliveries in Toronto time with the zone, and resends one', async () => {
    const { service, calls } = fakeWebhooks();
    const { toasts } = await renderScreen(Screen, {
      webhookService: service,
      role: 'Staff_Admin',
      userType: 'LAN_ID',
    });
    expect(await screen.findByRole('heading', { name: 'Webhooks' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Organization code' })).toHaveValue('MAPLE');
    await userEvent.click(screen.getByRole('button', { name: 'Show the endpoints' }));
    const endpoints = await screen.findByRole('table', { name: 'Webhook endpoints of MAPLE' });
    expect(within(endpoints).getByRole('cell', { name: '2026-11-25 2:30pm EST' })).toBeInTheDocument();
    await userEvent.click(within(endpoints).getByRole('button', { name: `Deliveries to ${ENDPOINT.url}` }));

    const deliveries = await screen.findByRole('table', { name: 'Latest deliveries: 2' });
    const [, pending, sent] = within(deliveries).getAllByRole('row');
    expect(
      within(pending!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'policy.cancelledev-1',
      '2026-11-25 2:30pm EST',
      'Pending',
      '2 of 10',
      '2026-11-25 2:34pm EST',
      'No answer (fetch failed)',
      'Resend',
    ]);
    expect(
      within(sent!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('HTTP 204');
    expect(
      within(sent!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('None');

    await userEvent.click(within(deliveries).getByRole('button', { name: 'Resend policy.issued ev-2' }));
    expect(calls).toEqual(['endpoints MAPLE', 'deliveries ep1', 'resend d2']);
    expect(toasts.toasts.map((t) => t.message)).toEqual(['The delivery will be sent again in a moment.']);
    expect(within(sent!).getByText('Resend requested')).toBeInTheDocument();
    expect(within(deliveries).getByRole('button', { name: 'Resend policy.issued ev-2' })).toBeDisabled();
  });

  it('in French, with the French zone; an organization without endpoints says so', async () => {
    const { service } = fakeWebhooks();
    await renderScreen(Screen, {
      webhookService: service,
      role: 'Staff_Admin',
      userType: 'LAN_ID',
      lang: 'fr',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher les points de terminaison' }));
    const endpoints = await screen.findByRole('table', { name: 'Points de terminaison de webhook de MAPLE' });
    expect(
      within(endpoints).getByRole('cell', { name: '25\u00a0novembre\u00a02026, 14\u00a0h\u00a030\u00a0HNE' }),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Code de l’organisation' });
    await userEvent.clear(code);
    await userEvent.type(code, 'NORTHBANK');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher les points de terminaison' }));
    expect(
      await screen.findByText('Aucun point de terminaison de webhook n’est inscrit pour NORTHBANK.'),
    ).toBeInTheDocument();
  });
});
