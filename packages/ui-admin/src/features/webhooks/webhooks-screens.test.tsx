import {
  success,
  type ApiResult,
  type CreateWebhookEndpointBody,
  type WebhookDeliveriesView,
  type WebhookEndpointView,
  type WebhookService,
} from '@tripx/application';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../distribution/test-support/render-screen';
import { secretKeptOnce } from '../distribution/test-support/secret-dialog';
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

const SECRET = 'whsec_c2lnbmluZy1zZWNyZXQtb2YtdGhlLWVuZHBvaW50';
const ROTATED = 'whsec_YW5vdGhlci1zZWNyZXQtYWZ0ZXItcm90YXRpb24';

/** The webhook service in memory: the calls staff made, and the endpoints the next listing answers. */
const fakeWebhooks = (refuse?: ApiResult<never>) => {
  const calls: string[] = [];
  const created: CreateWebhookEndpointBody[] = [];
  let endpoints: WebhookEndpointView[] = [ENDPOINT];
  const service: WebhookService = {
    endpoints: async (code) => {
      calls.push(`endpoints ${code}`);
      return success({ endpoints: code === 'MAPLE' ? endpoints : [] });
    },
    create: async (body) => {
      calls.push(`create ${body.url}`);
      if (refuse) return refuse;
      created.push(body);
      const endpoint = {
        id: 'ep2',
        organizationCode: body.organizationCode,
        url: body.url,
        events: body.events,
        description: body.description ?? '',
        createdAt: '2026-11-26T15:00:00.000Z',
      };
      endpoints = [...endpoints, endpoint];
      return success({ ...endpoint, secret: SECRET });
    },
    remove: async (id) => {
      calls.push(`remove ${id}`);
      endpoints = endpoints.filter((e) => e.id !== id);
      return success({ deleted: true as const });
    },
    rotateSecret: async (id) => {
      calls.push(`rotate ${id}`);
      return success({ secret: ROTATED });
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
  return { service, calls, created };
};

/** The screen with MAPLE's endpoints shown. */
const shown = async (service: WebhookService, lang: 'en' | 'fr' = 'en') => {
  const rendered = await renderScreen(Screen, {
    webhookService: service,
    role: 'Staff_Admin',
    userType: 'LAN_ID',
    lang,
  });
  const show = lang === 'en' ? 'Show the endpoints' : 'Afficher les points de terminaison';
  await userEvent.click(await screen.findByRole('button', { name: show }));
  return rendered;
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

  it('registers an endpoint for the organization shown: its signing secret is shown once, with a copy button; a new secret is shown once again', async () => {
    const { service, calls, created } = fakeWebhooks();
    await shown(service);
    const user = userEvent.setup();
    const form = screen.getByRole('heading', { name: 'Register an endpoint for MAPLE' }).closest('form')!;
    const events = within(form).getByRole('group', { name: /^Events/ });
    // The five event types in words, each described by its code.
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Policy issued',
      'Policy changed (endorsement)',
      'Policy cancelled',
      'Policy reinstated',
      'Refund paid',
    ]);
    expect(within(events).getByRole('checkbox', { name: 'Refund paid' })).toHaveAccessibleDescription(
      'payment.refunded',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /^Address/ }),
      'https://hooks.example.com/tripx',
    );
    await user.click(within(events).getByRole('checkbox', { name: 'Policy issued' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Refund paid' }));
    await user.type(within(form).getByRole('textbox', { name: 'Description (optional)' }), 'Booking system');
    await user.click(within(form).getByRole('button', { name: 'Register the endpoint' }));
    expect(created).toEqual([
      {
        organizationCode: 'MAPLE',
        url: 'https://hooks.example.com/tripx',
        events: ['policy.issued', 'payment.refunded'],
        description: 'Booking system',
      },
    ]);

    await secretKeptOnce(user, 'The signing secret of https://hooks.example.com/tripx', SECRET);

    const endpoints = screen.getByRole('table', { name: 'Webhook endpoints of MAPLE' });
    const row = within(endpoints).getByRole('row', { name: /hooks\.example\.com/ });
    expect(row.textContent).toContain('Policy issued, Refund paid');
    expect(within(form).getByRole('textbox', { name: /^Address/ })).toHaveValue('');

    await user.click(
      within(row).getByRole('button', { name: 'New secret for https://hooks.example.com/tripx' }),
    );
    await secretKeptOnce(user, 'The signing secret of https://hooks.example.com/tripx', ROTATED);
    expect(calls).toEqual([
      'endpoints MAPLE',
      'create https://hooks.example.com/tripx',
      'endpoints MAPLE',
      'rotate ep2',
      'endpoints MAPLE',
    ]);
  });

  it('a URL the rule refuses is said on its field as soon as it is left, and the server’s refusal lands on its field', async () => {
    const refused: ApiResult<never> = {
      ok: false,
      failure: {
        kind: 'refused',
        code: 'invalidRequest',
        message: 'invalid',
        fields: [
          { path: 'url', code: 'webhookUrlPrivateHost' },
          { path: 'events', code: 'webhookEventsRequired' },
        ],
      },
    };
    const { service, calls } = fakeWebhooks(refused);
    await shown(service);
    const user = userEvent.setup();
    const url = screen.getByRole('textbox', { name: /^Address/ });
    // The domain's rule, before any call: plain http only to this machine.
    await user.type(url, 'http://hooks.example.com/tripx');
    await user.tab();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/The address must start with https:\/\//);
    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/tripx');
    await user.tab();
    expect(url).not.toHaveAttribute('aria-invalid');

    // The server decides: its refusal of the URL and of the events lands on each field.
    await user.click(screen.getByRole('button', { name: 'Register the endpoint' }));
    expect(calls).toEqual(['endpoints MAPLE', 'create https://hooks.example.com/tripx']);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/The address must reach a public server/);
    expect(screen.getByRole('group', { name: /^Events/ }).textContent).toContain(
      'Choose at least one event.',
    );
    expect(url).toHaveValue('https://hooks.example.com/tripx');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes an endpoint only after confirming, in French', async () => {
    const { service, calls } = fakeWebhooks();
    const { toasts } = await shown(service, 'fr');
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Police remise en vigueur' })).toHaveAccessibleDescription(
      'policy.reinstated',
    );
    const remove = `Supprimer ${ENDPOINT.url}`;
    await user.click(await screen.findByRole('button', { name: remove }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Supprimer le point de terminaison ${ENDPOINT.url}\u202f?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual(['endpoints MAPLE']);

    await user.click(screen.getByRole('button', { name: remove }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Supprimer le point de terminaison',
      }),
    );
    expect(calls).toEqual(['endpoints MAPLE', 'remove ep1', 'endpoints MAPLE']);
    expect(toasts.toasts.map((t) => t.message)).toEqual(['Le point de terminaison est supprimé.']);
    expect(
      await screen.findByText('Aucun point de terminaison de webhook n’est inscrit pour MAPLE.'),
    ).toBeInTheDocument();
  });
});
