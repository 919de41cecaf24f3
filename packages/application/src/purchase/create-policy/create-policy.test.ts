import { addDays, priceQuote } from '@tripx/domain';
import { aQuoteRequest, date, sampleCatalogue } from '@tripx/domain/test-support';
import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PurchaseCaller } from '../purchase.ports';
import { reconcileCharges } from '../reconcile-charges/reconcile-charges';
import {
  A_CONTACT,
  aged,
  aPurchase,
  consumer,
  failureOf,
  NOW,
  outcomeOf,
  purchaseAnswer,
  receiptOf,
  setup,
  TOTAL,
} from '../test-support/purchase-fixtures';
import { paymentUnavailable } from '../../payment/payment.errors';
import { chargeKeyOf } from './create-policy';

describe('createPolicy', () => {
  it('charges the re-rated total, makes the policy ACTIVE and queues the confirmation', async () => {
    const { store, payments, deps } = setup();
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00001', body: aPurchase() });
    const body = receiptOf(r);
    expect(body.chargedCents).toBe(TOTAL);
    expect(body.policies).toHaveLength(1);
    expect(body.policies[0]).toMatchObject({ firstName: 'Ann', status: 'ACTIVE', totalCents: TOTAL });
    expect(store.statuses.get(body.policies[0]?.policyNumber ?? '')).toBe('ACTIVE');
    expect(payments.kept().map((c) => c.amountCents)).toEqual([TOTAL]);
    expect(store.outbox.map((m) => [m.recipient, m.language])).toEqual([['ann@example.com', 'en']]);
    // policy.issued for the webhooks, written with the activation (released: nothing left to pay).
    expect(store.events).toEqual([
      expect.objectContaining({
        type: 'policy.issued',
        heldBy: null,
        data: expect.objectContaining({ policyNumber: body.policies[0]?.policyNumber, amountCents: TOTAL }),
      }),
    ]);
    const booking = [...store.bookings.values()][0];
    expect((booking?.policies[0]?.contact as { address: { postalCode: string } }).address.postalCode).toBe(
      'M5H 1A1',
    );
  });

  it('keeps the province of the postal code in the address, not the province the quote named', async () => {
    const { store, deps } = setup();
    const contact = {
      ...A_CONTACT,
      address: { ...A_CONTACT.address, postalCode: 'v6b 1a1', city: 'Vancouver' },
    };
    receiptOf(
      await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00009', body: aPurchase({ contact }) }),
    );
    const booking = [...store.bookings.values()][0];
    expect(booking?.provinceOfResidence).toBe('ON');
    expect((booking?.policies[0]?.contact as { address: object }).address).toMatchObject({
      postalCode: 'V6B 1A1',
      province: 'BC',
    });
  });

  it('refuses a price that differs from what the buyer saw (priceChanged) and charges nothing', async () => {
    const { payments, deps } = setup();
    const r = await purchaseAnswer(deps, consumer, {
      idempotencyKey: 'key-00002',
      body: aPurchase({ expectedTotalCents: TOTAL - 1 }),
    });
    expect(outcomeOf(r)).toBe('PriceChanged:priceChanged');
    expect(failureOf(r)).toMatchObject({ message: `The price changed: ${TOTAL} cents now.` });
    expect(payments.attempts).toEqual([]);
  });

  it('requires an idempotency key (idempotencyKeyRequired)', async () => {
    const { deps } = setup();
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: undefined, body: aPurchase() });
    expect(outcomeOf(r)).toBe('IdempotencyKeyRequired:idempotencyKeyRequired');
  });

  it('replays the first answer for the same key and body; another body is a conflict', async () => {
    const { payments, deps } = setup();
    const first = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00003', body: aPurchase() });
    const again = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00003', body: aPurchase() });
    expect(again).toEqual({ ...first, replayed: true });
    const other = await purchaseAnswer(deps, consumer, {
      idempotencyKey: 'key-00003',
      body: aPurchase({ lang: 'fr' }),
    });
    expect(outcomeOf(other)).toBe('IdempotencyKeyConflict:idempotencyKeyConflict');
    expect(payments.kept()).toHaveLength(1);
  });

  it('answers two concurrent requests under one key with one charge and the same body', async () => {
    const { payments, deps } = setup();
    const [a, b] = await Promise.all([
      purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00004', body: aPurchase() }),
      purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00004', body: aPurchase() }),
    ]);
    expect(a.kept).toEqual(b.kept);
    expect(outcomeOf(a)).toBe('Purchased');
    expect(payments.kept()).toHaveLength(1);
  });

  it('a declined card answers cardDeclined on its payment, leaves no charge and no policy: a DECLINED attempt', async () => {
    const { store, payments, deps } = setup();
    const body = aPurchase();
    (body.paxes[0] as { payment: { details: { dataKey: string } } }).payment.details.dataKey = 'DECLINE';
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00005', body });
    expect(failureOf(r)).toMatchObject({
      _tag: 'ChargeDeclined',
      code: 'cardDeclined',
      fields: [{ path: 'paxes.0.payment', code: 'cardDeclined' }],
    });
    expect(payments.kept()).toEqual([]);
    expect(store.statuses.size).toBe(0);
    expect([...store.attempts.values()]).toEqual(['DECLINED']);
    // Nothing was captured, so nothing was given back: no payment.refunded.
    expect(store.events).toEqual([]);
  });

  it('a provider unavailable for a moment is asked again under the same charge key: one charge', async () => {
    const { payments, deps } = setup();
    const charge = payments.port.charge;
    const keys: string[] = [];
    (payments.port as { charge: unknown }).charge = (r: Parameters<typeof charge>[0]) => {
      keys.push(r.idempotencyKey);
      return keys.length === 1 ? Effect.fail(paymentUnavailable('connection reset')) : charge(r);
    };
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00040', body: aPurchase() });
    expect(receiptOf(r).chargedCents).toBe(TOTAL);
    expect(keys).toEqual([chargeKeyOf('s1', 'key-00040', 1), chargeKeyOf('s1', 'key-00040', 1)]);
    expect(payments.kept()).toHaveLength(1);
  });

  it('a provider that stays unavailable (or silent past the timeout) answers paymentUnavailable: a DECLINED attempt', async () => {
    for (const [key, failing] of [
      ['key-00041', () => Effect.fail(paymentUnavailable('down'))],
      ['key-00042', () => Effect.never],
    ] as const) {
      const { store, payments, deps } = setup();
      let calls = 0;
      (payments.port as { charge: unknown }).charge = () => {
        calls += 1;
        return failing();
      };
      const fast = { ...deps, providerCalls: { timeoutMs: 20, baseDelayMs: 1, retries: 2 } };
      const r = await purchaseAnswer(fast, consumer, { idempotencyKey: key, body: aPurchase() });
      expect(failureOf(r)).toMatchObject({
        _tag: 'ChargeUnavailable',
        code: 'paymentUnavailable',
        fields: [{ path: 'paxes.0.payment', code: 'paymentUnavailable' }],
      });
      expect(calls).toBe(3);
      expect([...store.attempts.values()]).toEqual(['DECLINED']);
    }
  });

  it('a failed activation answers activationFailed and reverses the charge', async () => {
    const { store, payments, deps } = setup();
    store.failActivation = true;
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00006', body: aPurchase() });
    expect(outcomeOf(r)).toBe('ActivationFailed:activationFailed');
    expect(payments.kept()).toEqual([]);
    expect([...store.statuses.values()]).not.toContain('ACTIVE');
    // The charge given back is told to the organization's endpoints: payment.refunded, its amount.
    const [group] = [...store.attempts.keys()];
    expect(store.events).toEqual([
      expect.objectContaining({
        type: 'payment.refunded',
        organizationCode: 'CM',
        heldBy: null,
        data: expect.objectContaining({ groupNumber: group, status: 'INACTIVE', amountCents: TOTAL }),
      }),
    ]);
  });

  it('refuses PAID_TO_AGENCY from a consumer (paidToAgencyNotAllowed); allows it for an agency user', async () => {
    const { deps, payments } = setup();
    const body = aPurchase();
    (body.paxes[0] as { payment: unknown }).payment = { method: 'PAID_TO_AGENCY' };
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00007', body });
    expect(outcomeOf(r)).toBe('PaidToAgencyNotAllowed:paidToAgencyNotAllowed');
    const agent: PurchaseCaller = {
      ...consumer,
      sessionKey: 's2',
      profileRef: 'u1',
      organizationCode: 'AG1',
      claims: ['POLICY_BOOKING', 'POLICY_EDIT'],
      salesChannel: 'b2b',
    };
    const ok = await purchaseAnswer(deps, agent, { idempotencyKey: 'key-00008', body });
    expect(receiptOf(ok).chargedCents).toBe(0);
    expect(payments.attempts).toEqual([]);
  });

  it('CASH (spec 4.5): refused to a consumer (cashNotAllowed), nothing written; staff record it, ACTIVE, no card charged', async () => {
    const { deps, payments, store } = setup();
    const body = aPurchase();
    (body.paxes[0] as { payment: unknown }).payment = { method: 'CASH' };
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00030', body });
    expect(outcomeOf(r)).toBe('CashNotAllowed:cashNotAllowed');
    expect(failureOf(r)).toMatchObject({
      fields: [{ path: 'paxes.0.payment.method', code: 'cashNotAllowed' }],
    });
    expect(store.payments).toEqual([]);
    const staff: PurchaseCaller = {
      ...consumer,
      sessionKey: 's-staff',
      profileRef: 'staff-1',
      userType: 'LAN_ID',
      claims: ['POLICY_BOOKING', 'POLICY_EDIT'],
      salesChannel: 'b2b',
    };
    const ok = await purchaseAnswer(deps, staff, { idempotencyKey: 'key-00031', body });
    expect(receiptOf(ok).chargedCents).toBe(0);
    expect(payments.attempts).toEqual([]);
    expect(store.payments.map((p) => [p.method, p.chargeRef, p.amountCents])).toEqual([
      ['CASH', null, TOTAL],
    ]);
    expect([...store.statuses.values()]).toEqual(['ACTIVE']);
  });

  it('a second request while the first under its key still runs answers purchaseInProgress; one charge', async () => {
    const { payments, deps } = setup();
    const charge = payments.port.charge;
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    (payments.port as { charge: unknown }).charge = (r: Parameters<typeof charge>[0]) =>
      Effect.promise(() => gate).pipe(Effect.flatMap(() => charge(r)));
    const input = { idempotencyKey: 'key-00015', body: aPurchase() };
    const first = purchaseAnswer(deps, consumer, input);
    const second = await purchaseAnswer({ ...deps, replayWaitMs: 100 }, consumer, input);
    expect(outcomeOf(second)).toBe('PurchaseInProgress:purchaseInProgress');
    release();
    expect(outcomeOf(await first)).toBe('Purchased');
    expect(await purchaseAnswer(deps, consumer, input)).toEqual({ ...(await first), replayed: true });
    expect(payments.kept()).toHaveLength(1);
  });

  const refusedFields = async (body: Record<string, unknown>, key: string) => {
    const { payments, store, deps } = setup();
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: key, body });
    const failure = failureOf(r);
    expect(failure).toMatchObject({ _tag: 'InvalidPurchase', code: 'invalidValue' });
    expect(payments.attempts).toEqual([]);
    expect(store.bookings.size).toBe(0);
    return failure as Extract<typeof failure, { _tag: 'InvalidPurchase' }>;
  };

  it('a card payment without its details is refused (paymentMissing) before anything is charged', async () => {
    const body = aPurchase();
    (body.paxes[0] as { payment: unknown }).payment = { method: 'CREDIT_CARD' };
    const error = await refusedFields(body, 'key-00016');
    expect(error.fields).toContainEqual({ path: 'paxes.0.payment.details', code: 'paymentMissing' });
  });

  it('a traveller without a first or last name (blank once trimmed) is refused (travellerNamesRequired)', async () => {
    const body = aPurchase({
      paxes: aPurchase().paxes.map((p) => ({ ...p, firstName: '   ', lastName: '' })),
    });
    const error = await refusedFields(body, 'key-00017');
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'paxes.0.firstName', code: 'travellerNamesRequired' },
        { path: 'paxes.0.lastName', code: 'travellerNamesRequired' },
      ]),
    );
  });

  it('names as people write them pass; a digit or sign is nameInvalid on its field, the card holder on its own', async () => {
    const written = aPurchase({
      paxes: aPurchase().paxes.map((p) => ({ ...p, firstName: ' Marie-Ève ', lastName: "D’Aragon O'Neil" })),
    });
    const { deps } = setup();
    expect(
      outcomeOf(await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00031', body: written })),
    ).toBe('Purchased');
    const [pax] = aPurchase().paxes;
    const body = aPurchase({
      paxes: [
        {
          ...pax!,
          lastName: 'Lee2',
          payment: { ...pax!.payment, details: { ...pax!.payment.details!, cardHolderName: 'Ann Lee.' } },
        },
      ],
    });
    const error = await refusedFields(body, 'key-00032');
    expect(error.fields).toEqual([
      { path: 'paxes.0.payment.details.cardHolderName', code: 'nameInvalid' },
      { path: 'paxes.0.lastName', code: 'nameInvalid' },
    ]);
  });

  it('a phone of any country is kept in E.164; a number of no country is phoneInvalid', async () => {
    const { store, deps } = setup();
    const uk = aPurchase({ contact: { ...aPurchase().contact, phone: '+44 20 7946 0958' } });
    expect(outcomeOf(await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00033', body: uk }))).toBe(
      'Purchased',
    );
    const booking = [...store.bookings.values()][0];
    expect((booking?.policies[0]?.contact as { phone: string }).phone).toBe('+442079460958');
    const wrong = aPurchase({ contact: { ...aPurchase().contact, phone: '(442)-079-4609' } });
    const error = await refusedFields(wrong, 'key-00034');
    expect(error.fields).toEqual([{ path: 'contact.phone', code: 'phoneInvalid' }]);
  });

  it('a traveller must choose exactly one plan (planChoiceRequired)', async () => {
    const body = aPurchase({
      paxes: aPurchase().paxes.map((p) => ({ ...p, plans: [...p.plans, ...p.plans] })),
    });
    const error = await refusedFields(body, 'key-00018');
    expect(error.fields).toContainEqual({ path: 'paxes.0.plans', code: 'planChoiceRequired' });
  });

  it('a traveller the re-rating finds not eligible for the plan is refused (planNotEligible)', async () => {
    // 70-year-olds need the medical questionnaire for this plan: not eligible without it.
    const body = aPurchase({ paxes: aPurchase().paxes.map((p) => ({ ...p, ...aged(70) })) });
    const error = await refusedFields(body, 'key-00019');
    expect(error.fields).toContainEqual({ path: 'paxes.0.plans.0', code: 'planNotEligible' });
  });

  it('a traveller without a date of birth is refused (dateOfBirthRequired); a replay answers the same', async () => {
    const { payments, store, deps } = setup();
    const body = aPurchase({
      paxes: aPurchase().paxes.map(({ dateOfBirth: _, ...p }) => p),
    });
    const input = { idempotencyKey: 'key-00020', body };
    const r = await purchaseAnswer(deps, consumer, input);
    expect(failureOf(r)).toMatchObject({
      _tag: 'InvalidPurchase',
      code: 'invalidValue',
      fields: [{ path: 'paxes.0.dateOfBirth', code: 'dateOfBirthRequired' }],
    });
    expect(payments.attempts).toEqual([]);
    expect(store.bookings.size).toBe(0);
    expect(await store.answerOf(consumer.sessionKey, 'key-00020')).toEqual(r.kept);
    expect(await purchaseAnswer(deps, consumer, input)).toEqual({ ...r, replayed: true });
  });

  it('a dependent without a date of birth is refused by the request codec (required)', async () => {
    const body = aPurchase({ travellerType: 'FAMILY', dependents: [{ referenceNumber: 2 }] });
    const { payments, store, deps } = setup();
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00021', body });
    expect(failureOf(r)).toMatchObject({
      _tag: 'InvalidPurchase',
      fields: [{ path: 'dependents.0.dateOfBirth', code: 'required' }],
    });
    expect(payments.attempts).toEqual([]);
    expect(store.bookings.size).toBe(0);
  });

  it('the date of birth, not the quoted age, is priced: another age is priceChanged', async () => {
    const { payments, store, deps } = setup();
    const older = aPurchase({
      paxes: aPurchase().paxes.map((p) => ({ ...p, age: 35, dateOfBirth: aged(50).dateOfBirth })),
    });
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00022', body: older });
    expect(outcomeOf(r)).toBe('PriceChanged:priceChanged');
    expect(payments.attempts).toEqual([]);
    expect(store.bookings.size).toBe(0);
  });

  it('the policy keeps the date of birth sent and the age it gives', async () => {
    const { store, deps } = setup();
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00023', body: aPurchase() });
    expect(outcomeOf(r)).toBe('Purchased');
    const policy = [...store.bookings.values()][0]?.policies[0];
    expect(policy).toMatchObject({ ...aged(35) });
  });

  it('a POLICY_ADMIN’s chosen application date is sent as that day + 6 h; anyone else gets now', async () => {
    const { deps } = setup();
    const admin: PurchaseCaller = {
      ...consumer,
      sessionKey: 's3',
      profileRef: 'a1',
      claims: ['POLICY_ADMIN'],
      salesChannel: 'b2b',
    };
    const a = await purchaseAnswer(deps, admin, {
      idempotencyKey: 'key-00011',
      body: aPurchase({ applicationDate: '2025-06-01' }),
    });
    expect(receiptOf(a).applicationDate).toBe('2025-06-01T06:00:00.000Z');
    const c = await purchaseAnswer(deps, consumer, {
      idempotencyKey: 'key-00012',
      body: aPurchase({ applicationDate: '2025-06-01' }),
    });
    expect(receiptOf(c).applicationDate).toBe(NOW.toISOString());
  });

  it("buys for the session's organization: a body naming another is refused (organizationMismatch), nothing written", async () => {
    const { store, payments, deps } = setup();
    const agent: PurchaseCaller = {
      ...consumer,
      sessionKey: 's4',
      profileRef: 'u1',
      organizationCode: 'AG1',
    };
    for (const [caller, sent] of [
      [consumer, 'AG1'],
      [agent, 'CM'],
    ] as const) {
      const r = await purchaseAnswer(deps, caller, {
        idempotencyKey: `key-00013-${sent}`,
        body: aPurchase({ organizationCode: sent }),
      });
      expect(outcomeOf(r)).toBe('OrganizationMismatch:organizationMismatch');
    }
    expect(store.bookings.size + payments.attempts.length).toBe(0);
    const own = await purchaseAnswer(deps, consumer, {
      idempotencyKey: 'key-00014',
      body: aPurchase({ organizationCode: 'CM' }),
    });
    expect(outcomeOf(own)).toBe('Purchased');
    expect([...store.bookings.values()][0]?.organizationCode).toBe('CM');
    const unknown = await purchaseAnswer(
      deps,
      { ...agent, organizationCode: 'NOPE' },
      {
        idempotencyKey: 'key-00015',
        body: aPurchase(),
      },
    );
    expect(failureOf(unknown)).toMatchObject({
      _tag: 'InvalidPurchase',
      message: 'Unknown organization.',
      fields: [{ path: 'organizationCode' }],
    });
  });

  it('a consumer sold by an agency (its link) buys from it without naming an agent; its own seller must name one', async () => {
    const { store, deps } = setup();
    const body = aPurchase({ referredBy: undefined });
    const bought = await purchaseAnswer(
      deps,
      { ...consumer, organizationCode: 'AG1' },
      {
        idempotencyKey: 'key-00040',
        body,
      },
    );
    expect(receiptOf(bought).chargedCents).toBe(TOTAL);
    expect([...store.bookings.values()].map((b) => [b.organizationCode, b.salesChannel])).toEqual([
      ['AG1', 'b2c'],
    ]);
    const agent: PurchaseCaller = {
      ...consumer,
      sessionKey: 's-staff-ag1',
      profileRef: 'staff-ag1',
      userType: 'LAN_ID',
      claims: ['POLICY_BOOKING', 'POLICY_EDIT'],
      organizationCode: 'AG1',
      salesChannel: 'b2b',
    };
    const unnamed = await purchaseAnswer(deps, agent, { idempotencyKey: 'key-00041', body });
    expect(JSON.stringify(failureOf(unnamed))).toContain('referringAgentRequired');
    // Nor may the consumer name an agent: who is credited is not the buyer's to say, and the answer
    // would tell a stranger which agents the agency has.
    const named = await purchaseAnswer(
      deps,
      { ...consumer, organizationCode: 'AG1' },
      { idempotencyKey: 'key-00042', body: aPurchase({ referredBy: 'AG100' }) },
    );
    expect(failureOf(named)).toMatchObject({
      _tag: 'InvalidPurchase',
      fields: [{ path: 'referredBy', code: 'invalidValue' }],
    });
    expect(store.bookings.size).toBe(1);
  });

  it('requires the Bill 96 consent of a Québec resident', async () => {
    const { deps } = setup();
    const q = aQuoteRequest({ tripInformation: { provinceOfResidence: 'QC' } });
    const r = await purchaseAnswer(deps, consumer, {
      idempotencyKey: 'key-00009',
      body: aPurchase({ tripInformation: q.tripInformation }),
    });
    expect(failureOf(r)).toMatchObject({ _tag: 'InvalidPurchase' });
    expect(JSON.stringify(failureOf(r))).toContain('bill96ConsentRequired');
  });

  it('after a crash between charge and activation, reconciliation reverses the charge', async () => {
    const { store, payments, deps } = setup();
    store.failActivation = true;
    // Simulate the crash: the charge is made but neither activation nor reversal ran.
    const reverse = payments.port.reverseCharge;
    (payments.port as { reverseCharge: unknown }).reverseCharge = () => {
      throw new Error('killed');
    };
    await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00010', body: aPurchase() }).catch(
      () => undefined,
    );
    (payments.port as { reverseCharge: unknown }).reverseCharge = reverse;
    expect(payments.kept()).toHaveLength(1);
    // The failed activation's own reversal was killed: nothing given back, nothing told yet.
    expect(store.events).toEqual([]);
    const report = await Effect.runPromise(reconcileCharges({ ...deps, payments: payments.port, store }, 0));
    expect(report).toMatchObject({ reversed: 1, active: 0 });
    expect(payments.kept()).toEqual([]);
    expect(store.events.map((e) => [e.type, e.data.amountCents, e.data.status])).toEqual([
      ['payment.refunded', TOTAL, 'INACTIVE'],
    ]);
  });

  it('after a crash before the charge, reconciliation settles the PENDING attempt ABANDONED once past the grace', async () => {
    const { store, payments, deps } = setup();
    (payments.port as { charge: unknown }).charge = () => {
      throw new Error('killed');
    };
    await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00011', body: aPurchase() }).catch(
      () => undefined,
    );
    const [group] = [...store.attempts].filter(([, s]) => s === 'PENDING').map(([g]) => g);
    expect(group).toBeDefined();
    const within = await Effect.runPromise(reconcileCharges({ ...deps, store }, 60_000));
    expect(within.abandoned).toBe(0);
    expect(store.attempts.get(group as string)).toBe('PENDING');
    const later = { ...deps, store, now: () => new Date(NOW.getTime() + 120_000) };
    const report = await Effect.runPromise(reconcileCharges(later, 60_000));
    expect(report).toMatchObject({ abandoned: 1, reversed: 0 });
    expect(store.attempts.get(group as string)).toBe('ABANDONED');
    expect(store.statuses.size).toBe(0);
  });

  it('a purchase is final: the same travellers, dates and plans again in the session answer alreadyPurchased', async () => {
    const { store, payments, deps } = setup();
    const first = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00030', body: aPurchase() });
    const issued = receiptOf(first).policies.map((p) => p.policyNumber);
    // Back after the confirmation, pay again: another key, another card, another contact.
    const again = aPurchase({ lang: 'fr', contact: { ...aPurchase().contact, email: 'x@example.com' } });
    (again.paxes[0] as { payment: { details: { dataKey: string } } }).payment.details.dataKey = '4OTHER';
    const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00031', body: again });
    expect(failureOf(r)).toMatchObject({ _tag: 'AlreadyPurchased', policyNumbers: issued });
    expect(payments.kept()).toHaveLength(1);
    // Another traveller, or another session, is another purchase.
    const other = aPurchase({ paxes: aPurchase().paxes.map((p) => ({ ...p, firstName: 'Bea' })) });
    expect(
      outcomeOf(await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00032', body: other })),
    ).toBe('Purchased');
    const elsewhere = { ...consumer, sessionKey: 's-other' };
    expect(
      outcomeOf(await purchaseAnswer(deps, elsewhere, { idempotencyKey: 'key-00033', body: aPurchase() })),
    ).toBe('Purchased');
    expect(store.statuses.size).toBe(3);
  });

  it('after a declined card the same purchase may be paid with another card', async () => {
    const { deps } = setup();
    const declined = aPurchase();
    (declined.paxes[0] as { payment: { details: { dataKey: string } } }).payment.details.dataKey = 'DECLINE';
    expect(
      outcomeOf(await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00034', body: declined })),
    ).toBe('ChargeDeclined:cardDeclined');
    expect(
      outcomeOf(await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-00035', body: aPurchase() })),
    ).toBe('Purchased');
  });

  it('property: the charged total always equals the re-rated total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -50, max: 50 }), async (delta) => {
        const { payments, deps } = setup();
        const r = await purchaseAnswer(deps, consumer, {
          idempotencyKey: 'key-prop-1',
          body: aPurchase({ expectedTotalCents: TOTAL + delta }),
        });
        const charged = payments.kept().reduce((s, c) => s + c.amountCents, 0);
        expect(charged).toBe(delta === 0 ? TOTAL : 0);
        expect(outcomeOf(r)).toBe(delta === 0 ? 'Purchased' : 'PriceChanged:priceChanged');
      }),
      { numRuns: 30 },
    );
  });

  it('property: over ages, trip lengths and provinces, what is charged is the re-rated total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom('ON', 'BC', 'AB', 'NS'),
        async (age, days, province) => {
          const { payments, deps } = setup();
          const q = aQuoteRequest({
            paxes: [{ ...aQuoteRequest().paxes[0], age } as never],
            tripInformation: {
              provinceOfResidence: province as never,
              endDate: addDays(date('2025-07-01'), days - 1),
            },
          });
          const priced = priceQuote(sampleCatalogue(), { ...q, ratesVersion: date('2025-01-01') });
          fc.pre(
            priced.ok && priced.value.paxes[0]?.plans[0]?.eligible === true && priced.value.totalCents > 0,
          );
          const total = priced.ok ? priced.value.totalCents : 0;
          const body = aPurchase({
            paxes: aPurchase().paxes.map((p) => ({ ...p, ...aged(age) })),
            tripInformation: q.tripInformation,
            expectedTotalCents: total,
          });
          const r = await purchaseAnswer(deps, consumer, { idempotencyKey: 'key-prop-2', body });
          expect(payments.kept().reduce((sum, c) => sum + c.amountCents, 0)).toBe(total);
          expect(receiptOf(r).chargedCents).toBe(total);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('property: every purchase charge given back (declined, failed activation, crash then reconciliation) is told once by payment.refunded, for its amount', async () => {
    type Outcome = 'sold' | 'declined' | 'activationFailed' | 'crashed';
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Outcome>('sold', 'declined', 'activationFailed', 'crashed'), {
          minLength: 1,
          maxLength: 6,
        }),
        async (outcomes) => {
          const { store, payments, deps } = setup();
          const reverse = payments.port.reverseCharge;
          for (const [i, outcome] of outcomes.entries()) {
            const body = aPurchase();
            if (outcome === 'declined')
              (body.paxes[0] as { payment: { details: { dataKey: string } } }).payment.details.dataKey =
                'DECLINE';
            store.failActivation = outcome === 'activationFailed' || outcome === 'crashed';
            // A crash: the charge made, then the process dies before its reversal.
            (payments.port as { reverseCharge: unknown }).reverseCharge =
              outcome === 'crashed'
                ? () => {
                    throw new Error('killed');
                  }
                : reverse;
            const session = { ...consumer, sessionKey: `s-${i}` };
            await purchaseAnswer(deps, session, { idempotencyKey: `key-prop-${i}`, body }).catch(
              () => undefined,
            );
          }
          (payments.port as { reverseCharge: unknown }).reverseCharge = reverse;
          await Effect.runPromise(reconcileCharges({ ...deps, payments: payments.port, store }, 0));
          const refunds = store.events.filter((e) => e.type === 'payment.refunded');
          const givenBack = [...payments.charges.values()].filter((c) => c.reversed);
          expect(refunds.map((e) => e.data.policyNumber).sort()).toEqual(
            givenBack.map((c) => c.reference).sort(),
          );
          expect(refunds.reduce((sum, e) => sum + e.data.amountCents, 0)).toBe(
            givenBack.reduce((sum, c) => sum + c.amountCents, 0),
          );
          expect(givenBack).toHaveLength(
            outcomes.filter((o) => o === 'activationFailed' || o === 'crashed').length,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('property: no sequence of retries, replays and new keys yields two charges for one purchase', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.constantFrom('key-aaaaa', 'key-bbbbb'),
            lang: fc.constantFrom('en', 'fr'),
            concurrent: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (steps) => {
          const { payments, deps } = setup();
          for (const s of steps) {
            const call = () =>
              purchaseAnswer(deps, consumer, { idempotencyKey: s.key, body: aPurchase({ lang: s.lang }) });
            await (s.concurrent ? Promise.all([call(), call()]) : call());
          }
          for (const key of ['key-aaaaa', 'key-bbbbb']) {
            const charges = [...payments.charges.values()].filter(
              (c) => c.idempotencyKey === chargeKeyOf('s1', key, 1),
            );
            expect(charges.length).toBeLessThanOrEqual(1);
          }
          // The same travellers, dates and plans in one session: one purchase, whatever the keys.
          expect(payments.kept().length).toBe(1);
        },
      ),
      { numRuns: 40 },
    );
  });
});
