import { startServer, type E2eServer } from '@tripx/testing/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPartnerClient,
  PartnerProblem,
  type BindRequest,
  type PartnerClient,
  type Quote,
  type QuoteRequest,
} from './index';

/** The demo data's test key of MAPLE (an agency, every scope): README "Partner API". */
const DEMO_KEY = 'tpx_test_demopartnerkey01_DemoKeyForLocalTriesOnlyNeverInProduction01';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const quoteRequest = (dateOfBirth: string): QuoteRequest => ({
  language: 'en',
  travellerCategory: 'TRAVELLING_CANADIANS',
  travellerType: 'SINGLE',
  paxes: [{ referenceNumber: 1, dateOfBirth, plans: [{ code: 'SEMH', tripPreference: { deductible: 0 } }] }],
  tripInformation: {
    startDate: day(30),
    endDate: day(44),
    tripType: 'SINGLE',
    provinceOfResidence: 'QC',
    countryOfResidence: 'CANADA',
    departureLocation: 'YUL',
    destinations: ['CDG,FR'],
    furthestDestination: 'CDG,FR',
  },
});

/** The quote bound: its references, the traveller's name, the contact, the premium collected by MAPLE. */
const bindRequest = (request: QuoteRequest, quote: Quote, lastName = 'Lee'): BindRequest => ({
  ...request,
  quoteRef: quote.quoteRef,
  ratesVersion: quote.ratesVersion,
  expectedTotalCents: quote.totalCents,
  lang: 'en',
  paxes: request.paxes.map((p) => ({
    ...p,
    firstName: 'Ann',
    lastName,
    payment: { method: 'PAID_TO_AGENCY' },
  })),
  contact: {
    email: 'ann.lee@example.com',
    phone: '514-555-0100',
    address: {
      addressLine1: '1000 rue Sherbrooke O',
      city: 'Montréal',
      postalCode: 'H3A 3G4',
      province: 'QC',
      country: 'CA',
    },
  },
  referredBy: 'INSURER',
  bill96Consent: true, // Quebec: the buyer agrees to documents in English
});

/** The problem a call was refused with (the test fails when it was answered). */
const problemOf = async (call: Promise<unknown>): Promise<PartnerProblem> => {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`answered: ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(PartnerProblem);
  return outcome.error as PartnerProblem;
};

describe('the partner client against the real server (a child process, the demo test key)', () => {
  let server: E2eServer;
  /** Every request the client sent and the answer it got, in order (through its `fetch` option). */
  const exchanges: { request: Request; response: Response }[] = [];
  let partner: PartnerClient;
  beforeAll(async () => {
    server = await startServer();
    partner = createPartnerClient({
      baseUrl: server.baseUrl,
      apiKey: DEMO_KEY,
      fetch: async (request) => {
        const response = await fetch(request.clone());
        exchanges.push({ request, response: response.clone() });
        return response;
      },
    });
  }, 150_000);
  afterAll(() => server?.stop());

  it('quotes, binds the quote and reads the policy back, with the key as a bearer token', async () => {
    const request = quoteRequest('1988-04-12');
    const quote = await partner.quote(request);
    expect(quote.totalCents).toBeGreaterThan(0);
    expect(exchanges.at(-1)?.request.headers.get('authorization')).toBe(`Bearer ${DEMO_KEY}`);

    const bound = await partner.bind(bindRequest(request, quote));
    const [issued] = bound.policies;
    expect(bound.policies).toHaveLength(1);
    expect(issued?.status).toBe('ACTIVE');

    const booking = await partner.getPolicy(issued?.policyNumber ?? '');
    expect(JSON.stringify(booking)).toContain(issued?.policyNumber);
    expect(JSON.stringify(booking)).toContain('Lee');
  });

  it('sends a new Idempotency-Key with each POST unless one is given', async () => {
    const request = quoteRequest('1990-01-01');
    const from = exchanges.length;
    await partner.quote(request);
    await partner.quote(request);
    await partner.quote(request, { idempotencyKey: 'my-own-key-0001' });
    const keys = exchanges.slice(from).map((e) => e.request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('my-own-key-0001');
  });

  it('a bind sent again with its key answers the first answer and binds nothing more; another body is a conflict', async () => {
    const request = quoteRequest('1979-06-30');
    const body = bindRequest(request, await partner.quote(request), 'Tremblay');
    const idempotencyKey = globalThis.crypto.randomUUID();
    const first = await partner.bind(body, { idempotencyKey });
    const again = await partner.bind(body, { idempotencyKey });
    expect(again).toEqual(first);
    expect(exchanges.at(-1)?.response.headers.get('idempotent-replayed')).toBe('true');

    const conflict = await problemOf(partner.bind({ ...body, lang: 'fr' }, { idempotencyKey }));
    expect(conflict).toMatchObject({ status: 409, code: 'idempotencyKeyConflict' });
  });

  it('a refused request is a PartnerProblem with its code and the fields it points at', async () => {
    const request = quoteRequest('1988-04-12');
    const wrong: QuoteRequest = {
      ...request,
      tripInformation: { ...request.tripInformation, endDate: day(20) },
    };
    const problem = await problemOf(partner.quote(wrong));
    expect(problem.status).toBe(400);
    expect(problem.problem.type).toEqual(expect.any(String));
    expect(problem.fields.length).toBeGreaterThan(0);
    expect(problem.fields.map((f) => f.name).join(' ')).toMatch(/Date/);
    expect(exchanges.at(-1)?.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);

    const missing = await problemOf(partner.getPolicy('NO-SUCH-POLICY'));
    expect(missing).toMatchObject({ status: 404 });
  });

  it('a wrong key is refused (401 problem)', async () => {
    const stranger = createPartnerClient({ baseUrl: server.baseUrl, apiKey: `${DEMO_KEY}x` });
    const problem = await problemOf(stranger.quote(quoteRequest('1988-04-12')));
    expect(problem.status).toBe(401);
  });
});

describe('answers that are not problems', () => {
  it('become a PartnerProblem of code unexpectedAnswer, with their status and text', async () => {
    const partner = createPartnerClient({
      baseUrl: 'http://partner.invalid',
      apiKey: DEMO_KEY,
      fetch: async () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
    });
    const problem = await problemOf(partner.getPolicy('P-1'));
    expect(problem).toMatchObject({ status: 502, code: 'unexpectedAnswer', fields: [] });
    expect(problem.problem.detail).toContain('Bad gateway');
  });
});
