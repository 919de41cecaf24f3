import type { PaymentProviderPort } from '../payment/payment-provider.port';
import type { MoneyOutbox } from './money-outbox/money-outbox.port';
import type { SettleOptions } from './money-outbox/settle-money-moves';
import type {
  CancellationRuleSource,
  PolicyMaintenanceStore,
  PolicyRerater,
} from './policy-maintenance.ports';

export interface PolicyMaintenanceDeps {
  readonly store: PolicyMaintenanceStore;
  /** Card money an action owes, written with its state and moved after it (migration 008). */
  readonly moneyOutbox: MoneyOutbox;
  readonly payments: PaymentProviderPort;
  readonly rerate: PolicyRerater;
  readonly cancellationRule: CancellationRuleSource;
  readonly now: () => Date;
  readonly newId: () => string;
  /** Timeouts and backoff of the money moves; DEFAULT_SETTLE_OPTIONS when absent. */
  readonly settle?: SettleOptions;
  readonly log?: (event: string, data: Readonly<Record<string, unknown>>) => void;
}
