import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { run } from '../rating/test-support/fake-ports';
import type { PolicyReadRepository } from './policy-read.repository.port';
import { POLICY_USE_CASES, policyModule, policyUseCases } from './policy.module';
import { POLICY_TOKENS } from './policy.tokens';
import { staff, world } from './test-support/policy-fixtures';

const reads: Pick<PolicyReadRepository, 'search' | 'findByPolicyNumber'> = {
  search: async () => ({ total: 0, policies: [] }),
  findByPolicyNumber: async () => undefined,
};

/** A container with the module and a fake for every port, as the server binds them. */
const composed = async () => {
  const w = await world();
  const container = new Container();
  container.bind(POLICY_TOKENS.Store).toConstantValue(w.store);
  container.bind(POLICY_TOKENS.MoneyOutbox).toConstantValue(w.store);
  container.bind(POLICY_TOKENS.Payments).toConstantValue(w.deps.payments);
  container.bind(POLICY_TOKENS.Rerater).toConstantValue(w.deps.rerate);
  container.bind(POLICY_TOKENS.CancellationRules).toConstantValue(w.deps.cancellationRule);
  container.bind(POLICY_TOKENS.Clock).toConstantValue({ now: w.deps.now });
  container.bind(POLICY_TOKENS.NewId).toConstantValue(w.deps.newId);
  container.bind(POLICY_TOKENS.PolicyReads).toConstantValue(reads);
  container.loadSync(policyModule);
  return { w, container };
};

describe('policy administration wiring', () => {
  it('policyModule resolves every use case from its @inject tokens', async () => {
    const { container } = await composed();
    for (const useCase of POLICY_USE_CASES) expect(container.get(useCase)).toBeInstanceOf(useCase);
    expect(Object.keys(policyUseCases(container))).toHaveLength(POLICY_USE_CASES.length);
  });

  it('the resolved use cases act on the bound ports: a cancellation refunds through the bound provider', async () => {
    const { w, container } = await composed();
    const policy = policyUseCases(container);
    const r = await run(
      policy.cancel.execute(staff(), {
        cancellationReason: 'Trip cancelled',
        paxes: [{ policyNumber: 'P1' }],
      }),
    );
    expect(r.ok && r.value.paxes.map((p) => [p.policyNumber, p.status])).toEqual([['P1', 'REFUNDED']]);
    expect(w.provider.refunds).toEqual([expect.objectContaining({ amount: 10_000 })]);
    expect(await run(policy.get.execute(staff(), 'P1'))).toEqual({
      ok: false,
      error: expect.objectContaining({ _tag: 'PolicyNotFound', code: 'notFound' }),
    });
    expect(await run(policy.drainMoney.execute())).toEqual({ ok: true, value: [expect.anything()] });
  });
});
