import {
  success,
  type OrganizationNodeResponse,
  type PartnerKeyBody,
  type PartnerKeyResponse,
  type PartnerKeyService,
} from '@tripx/application';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';
import { secretKeptOnce } from '../test-support/secret-dialog';
import { PartnerKeysScreen } from './partner-keys.screen';

const MAPLE: OrganizationNodeResponse = {
  code: 'MAPLE',
  parentCode: null,
  organizationName: 'Maple Travel Group',
  organizationNameInFrench: 'Groupe Voyages Érable',
  category: 'AGENCY',
  salesChannel: 'b2b',
};
const aKey = (over: Partial<PartnerKeyResponse> = {}): PartnerKeyResponse => ({
  id: 'abcdefghij012345',
  organizationCode: 'MAPLE',
  name: 'Booking system',
  scopes: ['quote', 'policies:read'],
  environment: 'test',
  createdBy: 'prf-admin',
  createdAt: '2026-01-15T17:05:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  ...over,
});
const SECRET = 'tpx_live_newkey0000000001_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The key service in memory: what staff did, and the keys the next listing answers. */
const fakeKeys = () => {
  let keys: PartnerKeyResponse[] = [aKey()];
  const created: PartnerKeyBody[] = [];
  const revoked: string[] = [];
  const service: PartnerKeyService = {
    keys: async () => success({ keys }),
    create: async (body) => {
      created.push(body);
      const key = aKey({
        id: 'newkey0000000001',
        name: body.name,
        scopes: body.scopes,
        environment: body.environment,
      });
      keys = [key, ...keys];
      return success({ key, secret: SECRET });
    },
    rotate: async () => success({ key: aKey({ id: 'rotated000000001' }), secret: SECRET }),
    revoke: async (id) => {
      revoked.push(id);
      keys = keys.map((k) => (k.id === id ? { ...k, revokedAt: '2026-02-01T15:00:00.000Z' } : k));
      return success(keys.find((k) => k.id === id)!);
    },
  };
  return { service, created, revoked };
};

const render = (lang: 'en' | 'fr', keys: PartnerKeyService) =>
  renderScreen(PartnerKeysScreen, {
    service: { ...unusedService(), organizations: async () => success([MAPLE]) },
    partnerKeys: keys,
    role: 'Staff_Admin',
    userType: 'LAN_ID',
    lang,
  });

describe('partner keys screen', () => {
  it('lists the keys of the organization with Toronto times, and makes a key whose secret is shown once', async () => {
    const fake = fakeKeys();
    await render('en', fake.service);
    const row = await screen.findByRole('row', { name: /Booking system/ });
    expect(row.textContent).toContain('2026-01-15 12:05pm EST');
    expect(row.textContent).toContain('Quote, Read policies');
    expect(row.textContent).toContain('Never');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bank site');
    await user.click(screen.getByRole('checkbox', { name: 'Quote' }));
    await user.click(screen.getByRole('checkbox', { name: 'Buy (bind a quote)' }));
    await user.click(screen.getByRole('radio', { name: 'Live' }));
    await user.click(screen.getByRole('button', { name: 'Create the key' }));
    expect(fake.created).toEqual([
      { organizationCode: 'MAPLE', name: 'Bank site', scopes: ['quote', 'bind'], environment: 'live' },
    ]);
    await secretKeptOnce(user, 'The secret of Bank site', SECRET);
    await screen.findByRole('row', { name: /Bank site/ });
  });

  it('revokes only after confirming, in French', async () => {
    const fake = fakeKeys();
    await render('fr', fake.service);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Révoquer Booking system' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Révoquer Booking system\u202f?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(fake.revoked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Révoquer Booking system' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Révoquer la clé' }),
    );
    expect(fake.revoked).toEqual(['abcdefghij012345']);
    const row = await screen.findByRole('row', { name: /Booking system/ });
    await within(row).findByText(/^Révoquée/);
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
