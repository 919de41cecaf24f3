import { FEATURES, type EndorsementSnapshot, type PaxPremium } from '@tripx/domain';
import type { Actor } from '../../session/session';
import { loadForAction } from '../policy-access';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import { policyDone, type Outcome } from '../policy-maintenance.errors';

export interface EndorsementForm {
  readonly version: number;
  readonly ratesVersion: string;
  readonly snapshot: EndorsementSnapshot;
  readonly premiums: readonly (PaxPremium & { readonly status: string })[];
}

/** GET /api/policies/:n/endorsement: what the edit tab starts from, with the version to send back. */
export const getEndorsementForm = async (
  deps: Pick<PolicyMaintenanceDeps, 'store'>,
  actor: Actor,
  policyNumber: string,
): Promise<Outcome<EndorsementForm>> => {
  const loaded = await loadForAction(deps.store, actor, FEATURES.editPolicy, policyNumber);
  if (!loaded.ok) return loaded;
  const p = loaded.value;
  return policyDone({
    version: p.version,
    ratesVersion: p.ratesVersion,
    snapshot: p.snapshot,
    premiums: p.paxes.map((x) => ({
      policyNumber: x.policyNumber,
      premium: x.premiumCents,
      status: x.status,
    })),
  });
};
