import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { storeUnavailable, type DeliveryStoreUnavailable } from '../delivery.errors';
import { DeliveryPorts, type PolicyGroups } from '../delivery.ports';
import type { DeliveryRecord, Outbox } from '../outbox.port';

/**
 * Every delivery of a policy (spec 7.4's deliveries call). The confirmation is one e-mail per
 * booking, filed under its first policy: its attempts are listed for every policy of the booking.
 */
export const listDeliveries = (
  deps: { readonly outbox: Pick<Outbox, 'deliveries'>; readonly groups: PolicyGroups },
  policyNumber: string,
): Effect.Effect<readonly DeliveryRecord[], DeliveryStoreUnavailable> =>
  Effect.tryPromise({
    try: async () => {
      const first = await deps.groups.firstPolicyOf(policyNumber);
      const numbers = [...new Set([policyNumber, first ?? policyNumber])];
      return (await Promise.all(numbers.map((n) => deps.outbox.deliveries(n)))).flat();
    },
    catch: storeUnavailable,
  });

@injectable()
export class ListDeliveriesUseCase {
  constructor(@inject(DeliveryPorts) private readonly deps: DeliveryPorts) {}

  execute(policyNumber: string): Effect.Effect<readonly DeliveryRecord[], DeliveryStoreUnavailable> {
    return listDeliveries(this.deps, policyNumber);
  }
}
