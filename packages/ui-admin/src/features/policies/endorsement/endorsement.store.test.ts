import { success } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { fakeNewCard } from '../test-support/fake-new-card';
import { aForm, aQuote, callsOf, fakePolicyService, refused } from '../test-support/fake-policy-service';
import { EndorsementStore } from './endorsement.store';

const setup = async (over: Parameters<typeof fakePolicyService>[0] = {}) => {
  const notices: string[] = [];
  const service = fakePolicyService(over);
  const card = fakeNewCard();
  const store = new EndorsementStore(
    service,
    'TX1',
    (kind, key) => notices.push(`${kind}:${key}`),
    card.newCard,
  );
  await store.loaded();
  return { store, service, notices, card };
};

describe('endorsement store', () => {
  it('starts from the policy as read and re-quotes the changed trip', async () => {
    const { store, service } = await setup();
    expect(store.draft.trip).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-10',
      departureLocation: 'Toronto',
      destinations: 'US',
    });
    store.tripChanged('endDate', '2026-12-13');
    store.tripChanged('destinations', 'US, Mexico ,');
    store.benefitsChanged('TX1', 'BAG');
    await store.reQuoteRequested();
    const [[request]] = callsOf(service, 'reQuote') as [[{ changes: Record<string, unknown> }]];
    expect(request.changes).toMatchObject({
      endDate: '2026-12-13',
      destinations: ['US', 'Mexico'],
      paxes: [{ policyNumber: 'TX1', optionalBenefits: ['BAG'] }],
      // Absent fields are left out, as the endorsement contract takes them.
      dependents: [{ referenceNumber: 2, firstName: 'Bo', dateOfBirth: '2015-04-30' }],
    });
    expect(store.quote?.deltaTotal).toBe(300);
    expect(store.methods).toEqual(['TOKEN', 'CREDIT_CARD', 'CASH', 'PAID_TO_AGENCY']);
    expect(store.method).toBe('TOKEN');
  });

  it('a change after the re-quote asks for a new one; invalid dates send nothing', async () => {
    const { store, service } = await setup();
    await store.reQuoteRequested();
    store.tripChanged('endDate', '2026-11-30');
    expect(store.quote).toBeUndefined();
    expect(store.invalid).toEqual(['endDate']);
    store.tripChanged('startDate', '01/12/2026');
    await store.reQuoteRequested();
    expect(callsOf(service, 'reQuote')).toHaveLength(1);
  });

  it('dependents are added, changed and removed by reference number', async () => {
    const { store, service } = await setup();
    store.dependentAdded();
    store.dependentChanged(3, 'firstName', 'Léa');
    store.dependentChanged(3, 'dateOfBirth', '2018-02-01');
    store.dependentChanged(3, 'relationship', 'CHILD');
    store.dependentRemoved(2);
    await store.reQuoteRequested();
    const [[request]] = callsOf(service, 'reQuote') as [[{ changes: Record<string, unknown> }]];
    expect(request.changes['dependents']).toEqual([
      { referenceNumber: 3, firstName: 'Léa', dateOfBirth: '2018-02-01', relationship: 'CHILD' },
    ]);
  });

  it('applies at the version read: a charge names its method, a refund its refund method', async () => {
    const { store, service, notices } = await setup({ reQuote: async () => success(aQuote(-500)) });
    await store.reQuoteRequested();
    store.methodChosen('CHARGEBACK');
    await store.applyConfirmed();
    const [[sent]] = callsOf(service, 'update') as [[Record<string, unknown>]];
    expect(sent).toMatchObject({ policyNumber: 'TX1', version: 3, refundMethod: 'CHARGEBACK' });
    expect(sent).not.toHaveProperty('charge');
    expect(notices).toEqual(['success:edit.applied']);
    expect(callsOf(service, 'endorsementForm')).toHaveLength(2);
  });

  it('a chosen application day (POLICY_ADMIN) goes with the re-quote and the apply; none sends none', async () => {
    const { store, service } = await setup({ reQuote: async () => success(aQuote(-500)) });
    await store.reQuoteRequested();
    store.applicationDateChanged('2026-13-01');
    expect(store.invalid).toEqual(['applicationDate']);
    store.applicationDateChanged('2026-11-02');
    await store.reQuoteRequested();
    store.methodChosen('CHARGEBACK');
    await store.applyConfirmed();
    const quoted = callsOf(service, 'reQuote') as [Record<string, unknown>][];
    expect(quoted.map(([r]) => r['applicationDate'])).toEqual([undefined, '2026-11-02']);
    expect(quoted[0]?.[0]).not.toHaveProperty('applicationDate');
    const [[sent]] = callsOf(service, 'update') as [[Record<string, unknown>]];
    expect(sent).toMatchObject({ applicationDate: '2026-11-02' });
  });

  it('a charge on a new card sends the token of the card frame, never before the card is typed', async () => {
    const { store, service, notices, card } = await setup();
    store.tripChanged('endDate', '2026-12-13');
    await store.reQuoteRequested();
    store.methodChosen('CREDIT_CARD');
    await store.applyConfirmed();
    expect(callsOf(service, 'update')).toHaveLength(0);
    expect(card.newCard.attempted).toBe(true);
    expect(notices).toEqual(['error:error.newCard']);
    expect(card.frame.posted.some((p) => p.m.type === 'tokenize')).toBe(false);
    card.typed();
    await store.applyConfirmed();
    const [[sent]] = callsOf(service, 'update') as [[{ charge: { method: string; dataKey: string } }]];
    expect(sent.charge).toEqual({ method: 'CREDIT_CARD', dataKey: expect.stringMatching(/^4TOKEN\d{14}$/) });
    expect(store.busy).toBe(false);
  });

  it('a stale apply (409): the other editor’s return date is kept and named, my departure city kept', async () => {
    let version = 3;
    const endorsed = {
      at: '2026-11-26T20:05:00.000Z',
      actorRef: 'prf-a',
      actorName: 'Alex Tremblay',
      channel: 'STAFF' as const,
      action: 'ENDORSED',
      fieldChanged: 'endDate',
      from: '2026-12-10',
      to: '2026-12-13',
    };
    const { store, service, notices } = await setup({
      endorsementForm: async () => {
        const form = aForm({ version: version++ });
        return success(
          version > 4 ? { ...form, snapshot: { ...form.snapshot, endDate: '2026-12-13' } } : form,
        );
      },
      history: async () =>
        success([{ ...endorsed, at: '2026-11-20T10:00:00.000Z', to: '2026-12-11' }, endorsed]),
      update: async () => refused('versionConflict'),
    });
    store.tripChanged('departureLocation', 'Montréal');
    await store.reQuoteRequested();
    await store.applyConfirmed();
    expect(notices).toEqual(['error:error.versionConflict']);
    expect(store.form?.version).toBe(4);
    expect(store.quote).toBeUndefined();
    // The merge: their return date, my departure city; theirs named with who and when, mine kept.
    expect(store.draft.trip).toMatchObject({ endDate: '2026-12-13', departureLocation: 'Montréal' });
    expect(store.theirChanges).toEqual([
      { change: { fieldChanged: 'endDate', from: '2026-12-10', to: '2026-12-13' }, event: endorsed },
    ]);
    expect(store.merge?.mine).toEqual([
      { fieldChanged: 'departureLocation', from: 'Toronto', to: 'Montréal' },
    ]);
    expect(store.unchosen).toEqual([]);
    await store.reQuoteRequested();
    const quoted = callsOf(service, 'reQuote') as [{ version: number; changes: Record<string, unknown> }][];
    expect(quoted[1]?.[0]).toMatchObject({
      version: 4,
      changes: { endDate: '2026-12-13', departureLocation: 'Montréal' },
    });
  });

  it('a stale re-quote (409) merges too; a field both changed waits for the user’s choice', async () => {
    let version = 3;
    const { store, service } = await setup({
      endorsementForm: async () => {
        const form = aForm({ version: version++ });
        return success(
          version > 4 ? { ...form, snapshot: { ...form.snapshot, endDate: '2026-12-13' } } : form,
        );
      },
      reQuote: async (r) => (r.version === 3 ? refused('versionConflict') : success(aQuote(300))),
    });
    store.tripChanged('endDate', '2026-12-15');
    store.tripChanged('destinations', 'US, Mexico');
    await store.reQuoteRequested();
    expect(store.errorKey).toEqual(['error.versionConflict', 'error.reQuoteFailed']);
    expect(store.merge?.conflicts).toEqual([
      { field: 'endDate', base: '2026-12-10', mine: '2026-12-15', theirs: '2026-12-13' },
    ]);
    expect(store.unchosen).toEqual(['endDate']);
    expect(store.draft.trip).toMatchObject({ endDate: '2026-12-13', destinations: 'US, Mexico' });
    // Nothing is re-quoted before the choice.
    await store.reQuoteRequested();
    expect(callsOf(service, 'reQuote')).toHaveLength(1);
    store.tripChanged('departureLocation', 'Ottawa');
    store.conflictChosen('endDate', 'mine');
    // The choice takes my return date; what I typed since the merge stays.
    expect(store.draft.trip).toMatchObject({ endDate: '2026-12-15', departureLocation: 'Ottawa' });
    await store.reQuoteRequested();
    expect(store.quote?.deltaTotal).toBe(300);
    store.conflictChosen('endDate', 'theirs');
    expect(store.draft.trip.endDate).toBe('2026-12-13');
    expect(store.quote).toBeUndefined();
  });

  it('a failed payment can be retried; the retry that works clears it', async () => {
    const { store, service } = await setup({ update: async () => refused('paymentFailed') });
    await store.reQuoteRequested();
    await store.applyConfirmed();
    expect(store.retryable).toBe(true);
    expect(store.errorKey).toBe('error.paymentFailed');
    await store.retryRequested();
    expect(callsOf(service, 'retryUpdate')).toEqual([['TX1']]);
    expect(store.retryable).toBe(false);
  });

  it('Apply asks first: nothing is sent until the amount is confirmed, which goes with the change', async () => {
    const { store, service } = await setup();
    await store.reQuoteRequested();
    store.applyRequested();
    expect(store.confirming).toBe(true);
    expect(callsOf(service, 'update')).toHaveLength(0);
    store.applyCancelled();
    expect(store.confirming).toBe(false);
    expect(callsOf(service, 'update')).toHaveLength(0);
    store.applyRequested();
    await store.applyConfirmed();
    const [[sent]] = callsOf(service, 'update') as [[Record<string, unknown>]];
    expect(sent).toMatchObject({ charge: { method: 'TOKEN' }, confirmedCents: 300 });
    expect(store.receipt).toEqual([expect.objectContaining({ amountCents: 300, last4: '4242' })]);
  });

  it('a difference that moved on (amountChanged) is re-quoted and said, to confirm again', async () => {
    let delta = 300;
    const { store, service } = await setup({
      reQuote: async () => success(aQuote(delta)),
      update: async () => refused('amountChanged'),
    });
    await store.reQuoteRequested();
    delta = 450;
    await store.applyConfirmed();
    expect(callsOf(service, 'reQuote')).toHaveLength(2);
    expect(store.quote?.payment.amount).toBe(450);
    expect(store.errorKey).toBe('error.amountChanged');
    expect(store.receipt).toBeUndefined();
  });
});
