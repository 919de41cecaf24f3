import 'reflect-metadata';
import { inject, injectable, optional } from 'inversify';
import type { PaymentProviderPort } from '../payment/payment-provider.port';
import type { ClockPort } from '../rating/clock.port';
import type { MoneyOutbox } from './money-outbox/money-outbox.port';
import type { SettleOptions } from './money-outbox/settle-money-moves';
import type {
  CancellationRuleSource,
  PolicyMaintenanceStore,
  PolicyRerater,
} from './policy-maintenance.ports';
import { POLICY_TOKENS } from './policy.tokens';

export type MoneyLog = (event: string, data: Readonly<Record<string, unknown>>) => void;

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
  readonly log?: MoneyLog;
}

/** The write side's ports, each from its POLICY_TOKENS binding: what every use case of it is given. */
@injectable()
export class PolicyMaintenancePorts implements PolicyMaintenanceDeps {
  readonly now: () => Date;
  readonly settle?: SettleOptions;
  readonly log?: MoneyLog;

  constructor(
    @inject(POLICY_TOKENS.Store) readonly store: PolicyMaintenanceStore,
    @inject(POLICY_TOKENS.MoneyOutbox) readonly moneyOutbox: MoneyOutbox,
    @inject(POLICY_TOKENS.Payments) readonly payments: PaymentProviderPort,
    @inject(POLICY_TOKENS.Rerater) readonly rerate: PolicyRerater,
    @inject(POLICY_TOKENS.CancellationRules) readonly cancellationRule: CancellationRuleSource,
    @inject(POLICY_TOKENS.Clock) clock: ClockPort,
    @inject(POLICY_TOKENS.NewId) readonly newId: () => string,
    @inject(POLICY_TOKENS.SettleOptions) @optional() settle?: SettleOptions,
    @inject(POLICY_TOKENS.Log) @optional() log?: MoneyLog,
  ) {
    this.now = () => clock.now();
    if (settle) this.settle = settle;
    if (log) this.log = log;
  }
}
