import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbPaxIds, arbPaymentAction } from '../test-support/payment';
import {
  allTravellersReady,
  initialPaymentTokenState,
  paymentTokenReducer,
  travellersAwaitingToken,
  type PaymentTokenAction,
  type PaymentTokenState,
} from './payment-token';

const run = (state: PaymentTokenState, actions: readonly PaymentTokenAction[]): PaymentTokenState =>
  actions.reduce(paymentTokenReducer, state);

const token = (paxId: string, value = `tok_${paxId}`): PaymentTokenAction => ({
  type: 'tokenSet',
  paxId,
  token: value,
  ccType: 'visa',
});

describe('payment token states', () => {
  it('starts NOT_STARTED and initiate moves to INITIATED', () => {
    const start = initialPaymentTokenState(['1', '2']);
    expect(start.status).toBe('NOT_STARTED');
    expect(paymentTokenReducer(start, { type: 'initiate' }).status).toBe('INITIATED');
  });

  it('completes when the last traveller gets a token after initiate', () => {
    const initiated = run(initialPaymentTokenState(['1', '2']), [{ type: 'initiate' }, token('1')]);
    expect(initiated.status).toBe('INITIATED');
    expect(travellersAwaitingToken(initiated)).toEqual(['2']);
    const done = paymentTokenReducer(initiated, token('2'));
    expect(done.status).toBe('COMPLETED');
    expect(done.travellers[1]).toEqual({
      paxId: '2',
      paymentMethod: 'CREDIT_CARD',
      token: 'tok_2',
      ccType: 'visa',
    });
  });

  it('a traveller paid to the agency needs no token', () => {
    const state = run(initialPaymentTokenState(['1', '2']), [
      { type: 'initiate' },
      { type: 'paymentMethodChosen', paxId: '2', method: 'PAID_TO_AGENCY' },
      token('1'),
    ]);
    expect(state.status).toBe('COMPLETED');
  });

  it('a token set before initiate is kept but does not complete', () => {
    const state = run(initialPaymentTokenState(['1']), [token('1')]);
    expect(state.status).toBe('NOT_STARTED');
    expect(state.travellers[0]?.token).toBe('tok_1');
  });

  it('CASH alone does not make a traveller ready', () => {
    const state = run(initialPaymentTokenState(['1']), [
      { type: 'initiate' },
      { type: 'paymentMethodChosen', paxId: '1', method: 'CASH' },
    ]);
    expect(state.status).toBe('INITIATED');
  });

  it('falls back to INITIATED when a completed traveller loses the token', () => {
    const state = run(initialPaymentTokenState(['1']), [
      { type: 'initiate' },
      token('1'),
      { type: 'tokenCleared', paxId: '1' },
    ]);
    expect(state.status).toBe('INITIATED');
  });

  it('ignores a token for an unknown traveller and reset drops the tokens', () => {
    const start = run(initialPaymentTokenState(['1']), [{ type: 'initiate' }]);
    expect(paymentTokenReducer(start, token('7'))).toBe(start);
    const reset = run(start, [token('1'), { type: 'reset' }]);
    expect(reset).toEqual({
      status: 'NOT_STARTED',
      travellers: [{ paxId: '1', paymentMethod: 'CREDIT_CARD' }],
    });
  });

  it('property: never COMPLETED while a traveller has neither a token nor agency payment', () => {
    fc.assert(
      fc.property(
        arbPaxIds.chain((ids) =>
          fc.tuple(fc.constant(ids), fc.array(arbPaymentAction(ids), { minLength: 10, maxLength: 40 })),
        ),
        ([ids, actions]) => {
          let state = initialPaymentTokenState(ids);
          for (const action of actions) {
            state = paymentTokenReducer(state, action);
            if (state.status === 'COMPLETED') expect(allTravellersReady(state)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: reset always gives NOT_STARTED without tokens', () => {
    fc.assert(
      fc.property(
        arbPaxIds.chain((ids) =>
          fc.tuple(fc.constant(ids), fc.array(arbPaymentAction(ids), { maxLength: 20 })),
        ),
        ([ids, actions]) => {
          const state = paymentTokenReducer(run(initialPaymentTokenState(ids), actions), { type: 'reset' });
          expect(state.status).toBe('NOT_STARTED');
          expect(state.travellers.every((t) => t.token === undefined)).toBe(true);
        },
      ),
    );
  });

  it('property: after initiate, giving every traveller a token completes, in any order', () => {
    fc.assert(
      fc.property(
        arbPaxIds
          .filter((ids) => ids.length > 0)
          .chain((ids) => fc.shuffledSubarray(ids, { minLength: ids.length })),
        (order) => {
          const state = run(initialPaymentTokenState(order), [
            { type: 'initiate' },
            ...order.map((id) => token(id)),
          ]);
          expect(state.status).toBe('COMPLETED');
        },
      ),
    );
  });
});
