import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateAt, LICENCE_STATUSES } from '@tripx/domain';
import en from '../../../../../translations/errors/purchase.en.json';
import fr from '../../../../../translations/errors/purchase.fr.json';
import type { LicenceRow } from '../../distribution/distribution-read.repository.port';
import { PURCHASE_ERROR_CODES } from '../contracts/purchase-response.contract';
import { partnerPurchaseCaller } from '../../partner/partner-callers';
import type { PurchaseCaller } from '../purchase.ports';
import {
  aLicenceRow,
  anAgent,
  aPurchase,
  consumer,
  failureOf,
  NOW,
  outcomeOf,
  purchaseAnswer,
  receiptOf,
  setup,
} from '../test-support/purchase-fixtures';
const FIELD = 'tripInformation.provinceOfResidence';
const agent = anAgent();
const staff: PurchaseCaller = {
  ...anAgent({ sessionKey: 's-staff', profileRef: 'prf-staff' }),
  userType: 'LAN_ID',
};

/** An ON purchase by `caller` whose licences are `licences`; what was charged and written with it. */
const buy = async (caller: PurchaseCaller, licences: readonly LicenceRow[], key = 'key-lic-01') => {
  const world = setup({ licences: caller.profileRef ? { [caller.profileRef]: licences } : {} });
  const r = await purchaseAnswer(world.deps, caller, { idempotencyKey: key, body: aPurchase() });
  return { ...world, r, key };
};

describe('an agent buys only where licensed (issue: an expired or unauthorized licence blocks selling)', () => {
  it.each([
    ['licenceMissing', [aLicenceRow({ licensedProvince: 'QC' })]],
    ['licenceMissing', [aLicenceRow({ isDeleted: true })]],
    ['licenceExpired', [aLicenceRow({ expiryDate: '2025-05-31' })]],
    ['licenceNotAuthorized', [aLicenceRow({ status: 'IN_PROGRESS' })]],
    ['licenceNotAuthorized', [aLicenceRow({ status: 'NOT_AUTHORIZED' })]],
  ] as const)('%s on the province field, nothing charged, only the refusal kept', async (code, licences) => {
    const { r, payments, store, key } = await buy(agent, licences);
    expect(r.replayed).toBe(false);
    expect(failureOf(r)).toMatchObject({ _tag: 'LicenceRefused', code, fields: [{ path: FIELD, code }] });
    expect(payments.attempts).toEqual([]);
    expect(store.bookings.size).toBe(0);
    expect(await store.answerOf(agent.sessionKey, key)).toEqual(r.kept);
  });

  it('an agent without a profile has no licence; a replay of the key answers the same refusal', async () => {
    const world = setup();
    const input = { idempotencyKey: 'key-lic-02', body: aPurchase() };
    const first = await purchaseAnswer(world.deps, agent, input);
    expect(outcomeOf(first)).toBe('LicenceRefused:licenceMissing');
    expect(await purchaseAnswer(world.deps, agent, input)).toEqual({ ...first, replayed: true });
    expect(world.payments.attempts).toEqual([]);
  });

  it('a licensed agent buys; insurer staff and consumers need no licence and cause no licence read', async () => {
    const licensed = await buy(agent, [aLicenceRow({ expiryDate: null })]);
    expect(outcomeOf(licensed.r)).toBe('Purchased');
    for (const caller of [staff, consumer]) {
      const { r, reads } = await buy(caller, []);
      expect(outcomeOf(r)).toBe('Purchased');
      expect(reads.profiles).toBe(0);
    }
  });

  it('"today" is the Toronto calendar day: at 23:00 in Toronto a licence expiring that day still sells', async () => {
    const world = setup({ licences: { 'prf-agent': [aLicenceRow({ expiryDate: '2025-05-31' })] } });
    const lateEvening = new Date('2025-06-01T03:00:00Z');
    const r = await purchaseAnswer({ ...world.deps, now: () => lateEvening }, agent, {
      idempotencyKey: 'key-lic-03',
      body: aPurchase(),
    });
    expect(outcomeOf(r)).toBe('Purchased');
  });

  it('property: an agent is refused iff no AUTHORIZED, live, non-deleted licence of the province', async () => {
    const today = calendarDateAt(NOW);
    const arbLicence = fc.record({
      licensedProvince: fc.constantFrom('ON', 'QC', 'BC'),
      status: fc.constantFrom(...LICENCE_STATUSES),
      isDeleted: fc.boolean(),
      expiryDate: fc.constantFrom(null, '2025-05-31', '2025-06-01', '2025-06-02', '2030-01-01'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbLicence, { maxLength: 4 }),
        fc.constantFrom(agent, staff, consumer),
        async (rows, caller) => {
          const licences = rows.map((l, i) => aLicenceRow({ ...l, id: `l${i}` }));
          const { r, payments, store } = await buy(caller, licences, 'key-lic-prop');
          const valid = licences.some(
            (l) =>
              l.licensedProvince === 'ON' &&
              l.status === 'AUTHORIZED' &&
              !l.isDeleted &&
              (l.expiryDate === null || l.expiryDate >= today),
          );
          const refused = caller.userType === 'CIAM_ID' && !valid;
          expect(r.kept._tag).toBe(refused ? 'Refused' : 'Purchased');
          expect(payments.kept().length).toBe(refused ? 0 : 1);
          expect(store.bookings.size).toBe(refused ? 0 : 1);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('referredBy names an agent of the purchase organization', () => {
  const licensed = { 'prf-agent': [aLicenceRow()] };

  it('an unknown profile code (or one of another organization) is invalidValue referringAgentUnknown', async () => {
    const { deps, payments, store } = setup({ licences: licensed, agents: { CM: ['AG7'], AG1: ['AG100'] } });
    for (const [i, referredBy] of ['NOBODY', 'AG7'].entries()) {
      const r = await purchaseAnswer(deps, agent, {
        idempotencyKey: `key-ref-0${i}`,
        body: aPurchase({ referredBy }),
      });
      expect(failureOf(r)).toMatchObject({
        _tag: 'InvalidPurchase',
        code: 'invalidValue',
        fields: [{ path: 'referredBy', code: 'referringAgentUnknown' }],
      });
    }
    expect(payments.attempts).toEqual([]);
    expect(store.bookings.size).toBe(0);
  });

  it('an agent of the organization is kept on the booking', async () => {
    const { deps, store } = setup({ licences: licensed, agents: { AG1: ['AG100'] } });
    const r = await purchaseAnswer(deps, agent, {
      idempotencyKey: 'key-ref-10',
      body: aPurchase({ referredBy: 'AG100' }),
    });
    expect(receiptOf(r).policies).toHaveLength(1);
    expect([...store.bookings.values()][0]?.referredBy).toBe('AG100');
  });

  it.each(PURCHASE_ERROR_CODES)('%s has an EN and a FR label', (code) => {
    expect((en as Record<string, string>)[code]).toBeTruthy();
    expect((fr as Record<string, string>)[code]).toBeTruthy();
  });
});

describe('a partner’s key sells under its organization’s own licences (issue 21)', () => {
  const partnerOf = (organizationCode: string) =>
    partnerPurchaseCaller({ keyId: 'k1', organizationCode, scopes: ['bind'], environment: 'test' });
  const agencyLicence = { ...aLicenceRow({ organizationCode: 'AG1' }), profileRef: undefined };

  it('an agency buys only where one of its licences allows it, by the agents’ rule', async () => {
    const buyAs = (licences: readonly LicenceRow[]) =>
      purchaseAnswer(setup({ licences: { AG1: licences } }).deps, partnerOf('AG1'), {
        idempotencyKey: 'key-partner-01',
        body: aPurchase(),
      });
    expect(outcomeOf(await buyAs([agencyLicence]))).toBe('Purchased');
    expect(outcomeOf(await buyAs([]))).toBe('LicenceRefused:licenceMissing');
    expect(outcomeOf(await buyAs([{ ...agencyLicence, status: 'RENEWAL_PENDING' }]))).toBe(
      'LicenceRefused:licenceNotAuthorized',
    );
  });

  it('a direct seller’s key sells to consumers, who need no licence', async () => {
    const world = setup();
    const r = await purchaseAnswer(world.deps, partnerOf('CM'), {
      idempotencyKey: 'key-partner-02',
      body: aPurchase(),
    });
    expect(outcomeOf(r)).toBe('Purchased');
  });
});
