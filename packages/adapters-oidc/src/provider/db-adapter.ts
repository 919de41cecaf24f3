import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { SignInStore } from '@tripx/application';

/**
 * oidc-provider's storage in our database, so that codes, grants, interactions and its sessions
 * survive a restart and are shared by every instance (its default adapter keeps them in memory).
 */
export const dbAdapterFactory = (store: SignInStore) =>
  class DbAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await store.upsert(this.model, id, { ...payload }, expiresIn);
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return await store.find(this.model, id);
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return await store.findByUid(this.model, uid);
    }
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return await store.findByUserCode(this.model, userCode);
    }
    async consume(id: string): Promise<void> {
      await store.consume(this.model, id);
    }
    async destroy(id: string): Promise<void> {
      await store.destroy(this.model, id);
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      await store.revokeByGrantId(grantId);
    }
  };
