import { aPartnerKeyManager } from '@tripx/application/test-support';
import type { PartnerEnvironment, PartnerScope } from '@tripx/domain';
import { Effect } from 'effect';
import type { InProcessServer } from './servers';

export interface IssuedKey {
  readonly id: string;
  readonly secret: string;
}

/** Partner keys issued and revoked as staff do it (the partner-key use cases of the server under test). */
export interface PartnerKeys {
  issue(
    organizationCode: string,
    scopes: readonly PartnerScope[],
    environment?: PartnerEnvironment,
  ): Promise<IssuedKey>;
  revoke(key: IssuedKey): Promise<void>;
}

export const partnerKeys = (s: InProcessServer): PartnerKeys => {
  const staff = aPartnerKeyManager();
  const partner = s.server.deps.partner;
  return {
    issue: async (organizationCode, scopes, environment = 'test') => {
      const created = await Effect.runPromise(
        partner.createKey.execute(staff, organizationCode, {
          name: `contract ${scopes.join(' ')}`,
          scopes,
          environment,
        }),
      );
      return { id: created.key.id, secret: created.secret };
    },
    revoke: async (key) => {
      await Effect.runPromise(partner.revokeKey.execute(staff, key.id));
    },
  };
};
