import 'reflect-metadata';
import type { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { PolicyMaintenancePorts, type PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import type { ClaimScope } from './money-outbox.port';
import { drainMoneyMoves, type SettleSummary } from './settle-money-moves';

/**
 * The money outbox's worker step: moves everything due (within `scope`) until nothing is left.
 * Never fails. The server runs it at start (taking over what a killed process held) and on a timer.
 */
@injectable()
export class DrainMoneyOutboxUseCase {
  constructor(@inject(PolicyMaintenancePorts) private readonly deps: PolicyMaintenanceDeps) {}

  execute(scope: ClaimScope = {}): Effect.Effect<readonly SettleSummary[]> {
    return drainMoneyMoves({ ...this.deps, outbox: this.deps.moneyOutbox }, this.deps.settle, scope);
  }
}
