import 'reflect-metadata';
import { FEATURES, type EndorsementSnapshot, type PaxPremium } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import { loadForAction } from '../policy-access';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import type { PolicyAccessError } from '../policy-maintenance.errors';

export interface EndorsementForm {
  readonly version: number;
  readonly ratesVersion: string;
  readonly snapshot: EndorsementSnapshot;
  readonly premiums: readonly (PaxPremium & { readonly status: string })[];
}

/** What the edit tab starts from, with the version to send back. */
@injectable()
export class GetEndorsementFormUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: Pick<PolicyMaintenanceDeps, 'store'>) {}

  execute(actor: Actor, policyNumber: string): Effect.Effect<EndorsementForm, PolicyAccessError> {
    return Effect.map(loadForAction(this.deps.store, actor, FEATURES.editPolicy, policyNumber), (p) => ({
      version: p.version,
      ratesVersion: p.ratesVersion,
      snapshot: p.snapshot,
      premiums: p.paxes.map((x) => ({
        policyNumber: x.policyNumber,
        premium: x.premiumCents,
        status: x.status,
      })),
    }));
  }
}
