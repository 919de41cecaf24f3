import { PurchaseRequestCodec, type PurchaseRequestBody } from '@tripx/application';
import { TRAVELLER_PAYMENT_METHODS, type Claim, type UserType } from '@tripx/domain';
import { TODAY, aQuoteRequest } from '@tripx/ui-flow/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSURER_OPTION,
  referringAgentLabel,
  withBookingChoices,
  type ReferringAgent,
} from './booking-options';
import { BookingOptionsStore } from './booking-options.store';

/** A purchase payload the shared flow would build: the quote of `ages` with a card per traveller. */
const aPurchase = (ages: readonly number[]): PurchaseRequestBody => {
  const quote = aQuoteRequest(ages);
  return {
    ...quote,
    ratesVersion: TODAY,
    expectedTotalCents: 10_000 * ages.length,
    paxes: quote.paxes.map((p, i) => ({
      ...p,
      firstName: `First${i}`,
      lastName: 'Traveller',
      payment: {
        method: 'CREDIT_CARD' as const,
        type: 'CHARGE' as const,
        amountCents: 10_000,
        details: { paymentType: 'TOKEN' as const, dataKey: `key-${i}`, cardHolderName: 'Card Holder' },
      },
    })),
    contact: {
      email: 'a@example.com',
      phone: '4165550100',
      address: {
        addressLine1: '1 Main St',
        city: 'Toronto',
        postalCode: 'M5V 1A1',
        province: 'ON',
        country: 'CA',
      },
    },
    lang: 'en',
  };
};

const ages = fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 4 });
const choices = fc.record({
  referringAgent: fc.oneof(
    fc.constant(''),
    fc.constant(INSURER_OPTION),
    fc.stringMatching(/^[A-Z0-9]{3,10}$/),
  ),
  applicationDate: fc.oneof(fc.constant(''), fc.constant('2026-02-27'), fc.constant('not a date')),
});

describe('withBookingChoices', () => {
  it('keeps the payload decodable and the priced travellers, totals and trip unchanged', () => {
    fc.assert(
      fc.property(ages, choices, (a, c) => {
        const body = aPurchase(a);
        const out = withBookingChoices(body, c);
        expect(PurchaseRequestCodec.is(out)).toBe(true);
        expect(out.expectedTotalCents).toBe(body.expectedTotalCents);
        expect(out.tripInformation).toEqual(body.tripInformation);
        expect(out.paxes.map((p) => [p.referenceNumber, p.plans, p.firstName])).toEqual(
          body.paxes.map((p) => [p.referenceNumber, p.plans, p.firstName]),
        );
      }),
    );
  });

  it('sends referredBy for any choice (an agent or the insurer), and the chosen day only when it is a real date', () => {
    fc.assert(
      fc.property(ages, choices, (a, c) => {
        const out = withBookingChoices(aPurchase(a), c);
        // The insurer's own option is sent too: the server asks an agency user for one or the other.
        expect(out.referredBy).toBe(c.referringAgent === '' ? undefined : c.referringAgent);
        expect(out.applicationDate).toBe(c.applicationDate === '2026-02-27' ? '2026-02-27' : undefined);
      }),
    );
  });

  it('never touches how the travellers pay', () => {
    fc.assert(
      fc.property(ages, choices, (a, c) => {
        const body = aPurchase(a);
        expect(withBookingChoices(body, c).paxes).toEqual(body.paxes);
      }),
    );
  });
});

const AGENTS: readonly ReferringAgent[] = [
  { profileCode: 'AG100', firstName: 'Ada', lastName: 'Lovelace' },
  { profileCode: 'AG200', firstName: 'Alan', lastName: 'Turing' },
];

const BOOKING: readonly Claim[] = ['POLICY_BOOKING', 'GRAPH_API', 'POLICY_NOTIFICATION'];

const storeFor = (
  claims: readonly Claim[],
  category: string | undefined,
  agents = async () => AGENTS,
  userType: UserType | null = 'CIAM_ID',
) =>
  new BookingOptionsStore({
    claims: () => claims,
    userType: () => userType,
    organizationCategory: () => category,
    referringAgents: agents,
  });

describe('BookingOptionsStore', () => {
  it('an agency user must name a referring agent (or the insurer) among the loaded agents', async () => {
    const store = storeFor(BOOKING, 'AGENCY');
    await store.loadAgents();
    expect(store.agents.map(referringAgentLabel)).toEqual(['Ada Lovelace (AG100)', 'Alan Turing (AG200)']);
    expect(store.errors).toEqual([{ field: 'referringAgent', code: 'referringAgentRequired' }]);
    store.referringAgentChosen('SOMEONE-ELSE');
    expect(store.referringAgent).toBe('');
    store.referringAgentChosen('AG200');
    expect(store.errors).toEqual([]);
    expect(store.choices.referringAgent).toBe('AG200');
    store.referringAgentChosen(INSURER_OPTION);
    expect(store.choices.referringAgent).toBe(INSURER_OPTION);
  });

  it('a user outside an agency is asked nothing and loads no agents', async () => {
    let asked = 0;
    const store = storeFor([...BOOKING, 'POLICY_EDIT'], 'BROKER', async () => {
      asked++;
      return AGENTS;
    });
    await store.loadAgents();
    store.paymentMethodChosen('PAID_TO_AGENCY');
    expect(asked).toBe(0);
    expect(store.errors).toEqual([]);
    expect(store.methodsOffered).toEqual(['CASH', 'CREDIT_CARD']);
    expect(store.choices).toEqual({ referringAgent: '', applicationDate: '' });
    expect(store.collectedMethod).toBeUndefined();
  });

  it('a card always; cash to a signed-in user with the payment claims; paid at the agency to an agency user with them', () => {
    fc.assert(
      fc.property(
        fc.subarray(['POLICY_BOOKING', 'POLICY_EDIT', 'POLICY_ADMIN', 'POLICY_READ'] as Claim[]),
        fc.constantFrom('AGENCY', 'BROKER', undefined),
        fc.constantFrom<UserType | null>('LAN_ID', 'CIAM_ID', null),
        fc.constantFrom(...TRAVELLER_PAYMENT_METHODS),
        (claims, category, userType, chosen) => {
          const store = storeFor(claims, category, async () => AGENTS, userType);
          store.paymentMethodChosen(chosen);
          const claimed = claims.includes('POLICY_BOOKING') && claims.includes('POLICY_EDIT');
          const cash = claimed && userType !== null;
          const agency = claimed && category === 'AGENCY';
          expect(store.methodsOffered.includes('CREDIT_CARD')).toBe(true);
          expect(store.methodsOffered.includes('CASH')).toBe(cash);
          expect(store.methodsOffered.includes('PAID_TO_AGENCY')).toBe(agency);
          const offered = chosen === 'CASH' ? cash : chosen === 'PAID_TO_AGENCY' && agency;
          expect(store.collectedMethod).toBe(offered ? chosen : undefined);
        },
      ),
    );
  });

  it('only POLICY_ADMIN sends an application date, and it must be a real day', () => {
    const agent = storeFor(BOOKING, undefined);
    agent.applicationDateChanged('2026-02-27');
    expect(agent.applicationDateOffered).toBe(false);
    expect(agent.choices.applicationDate).toBe('');
    const admin = storeFor([...BOOKING, 'POLICY_ADMIN'], undefined);
    admin.applicationDateChanged(' 2026-02-30 ');
    expect(admin.errors).toEqual([{ field: 'applicationDate', code: 'applicationDateInvalid' }]);
    admin.applicationDateChanged('2026-02-27');
    expect(admin.errors).toEqual([]);
    expect(admin.choices.applicationDate).toBe('2026-02-27');
  });

  it('a failed agent list is kept as a failure flag, the list stays empty', async () => {
    const store = storeFor(BOOKING, 'AGENCY', () => Promise.reject(new Error('503')));
    await store.loadAgents();
    expect(store.agentsFailed).toBe(true);
    expect(store.agents).toEqual([]);
  });
});
