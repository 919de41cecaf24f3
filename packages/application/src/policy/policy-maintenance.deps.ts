import type { PaymentProviderPort } from '../payment/payment-provider.port';
import type {
  CancellationRuleSource,
  PolicyMaintenanceStore,
  PolicyRerater,
} from './policy-maintenance.ports';

export interface PolicyMaintenanceDeps {
  readonly store: PolicyMaintenanceStore;
  readonly payments: PaymentProviderPort;
  readonly rerate: PolicyRerater;
  readonly cancellationRule: CancellationRuleSource;
  readonly now: () => Date;
  readonly newId: () => string;
}
