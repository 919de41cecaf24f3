import { success, type ApiResult, type PartnerKeyService } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { unusedService } from '../test-support/fake-distribution';
import { PartnerKeysStore } from './partner-keys.store';

const key = (id: string) => ({
  id,
  organizationCode: 'MAPLE',
  name: 'Site',
  scopes: ['quote' as const],
  environment: 'test' as const,
  createdBy: 'prf-admin',
  createdAt: '2026-01-15T17:05:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
});
const refused: ApiResult<never> = {
  ok: false,
  failure: {
    kind: 'refused',
    code: 'badRequest',
    message: 'bad',
    fields: [{ path: 'scopes', code: 'partnerScopeNeedsRead' }],
  },
};

const storeOver = (keys: Partial<PartnerKeyService>) =>
  new PartnerKeysStore(
    { keys: async () => success({ keys: [key('k1')] }), ...keys } as PartnerKeyService,
    { ...unusedService(), organizations: async () => success([]) },
    () => 'en',
  );

describe('partner keys store', () => {
  it("shows a rotated key's new secret once, and forgets it when dismissed", async () => {
    const store = storeOver({ rotate: async () => success({ key: key('k2'), secret: 'tpx_new' }) });
    await store.organizationChosen('MAPLE');
    await store.rotated(key('k1'));
    expect(store.secret.shown).toEqual({ name: 'Site', secret: 'tpx_new' });
    store.secret.copiedToClipboard();
    store.secret.dismissed();
    expect([store.secret.shown, store.secret.copied]).toEqual([null, false]);
  });

  it('keeps the form and points at the field the server refused', async () => {
    const store = storeOver({ create: async () => refused });
    await store.organizationChosen('MAPLE');
    store.nameChanged('Site');
    store.scopesChanged(['policies:cancel']);
    expect(await store.created()).toBe(false);
    expect(store.formErrors).toEqual({ scopes: { key: 'errors:partnerScopeNeedsRead' } });
    expect(store.form.name).toBe('Site');
    expect(store.secret.shown).toBeNull();
  });

  it('revokes nothing unless a key was asked for', async () => {
    const revoked: string[] = [];
    const store = storeOver({ revoke: async (id) => (revoked.push(id), success(key(id))) });
    expect(await store.revokeConfirmed()).toBe(false);
    store.removing.asked(key('k1'));
    store.removing.cancelled();
    expect(await store.revokeConfirmed()).toBe(false);
    store.removing.asked(key('k1'));
    expect(await store.revokeConfirmed()).toBe(true);
    expect(store.removing.pending).toBeNull();
    expect(revoked).toEqual(['k1']);
  });
});
