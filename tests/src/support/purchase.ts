import {
  addDays,
  calendarDateAt,
  dateOfBirthFromAge,
  parseCalendarDate,
  referenceDateFor,
  type TravellerCategory,
} from '@tripx/domain';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { resolveRelativeDates } from '@tripx/cli/relative-dates';
import type { ApiClient, ApiResponse } from './api-client';

const EXAMPLES = fileURLToPath(new URL('../../../packages/cli/examples/', import.meta.url));

/** The traveller category examples of packages/cli/examples, one per category. */
export const CATEGORY_EXAMPLES = {
  TRAVELLING_CANADIANS: 'travelling-canadians-single.json',
  TOP_UP: 'top-up.json',
  STUDENT: 'student-international.json',
  VISITOR_TO_CANADA: 'visitor-family.json',
} as const;

type Json = Record<string, unknown>;

/**
 * An example quote request on today's dates (its dates are written relative to the day it runs),
 * each traveller keeping only its first plan (a purchase buys one plan per traveller).
 */
export const exampleQuote = (file: string, lang: 'en' | 'fr', now = new Date()): Json => {
  const today = calendarDateAt(now);
  const q = resolveRelativeDates(JSON.parse(readFileSync(EXAMPLES + file, 'utf8')), today) as Json;
  const paxes = (q['paxes'] as Json[]).map((p) => ({ ...p, plans: (p['plans'] as unknown[]).slice(0, 1) }));
  return { ...q, language: lang, applicationDate: today, paxes };
};

/**
 * A traveller quoted by age alone gets, as on the travellers step, a date of birth that gives the
 * same age on the date the rating takes it at (spec 4): the birthday half a year before that date,
 * so the age holds for six months either side and the price does not move. A policy is issued
 * only with a date of birth.
 */
const withDateOfBirth = (quoteBody: Json, pax: Json): Json => {
  const age = pax['age'];
  if (typeof pax['dateOfBirth'] === 'string' || typeof age !== 'number') return pax;
  const trip = quoteBody['tripInformation'] as Json;
  const reference = referenceDateFor(
    quoteBody['travellerCategory'] as TravellerCategory,
    parseCalendarDate(trip['startDate']),
    parseCalendarDate(quoteBody['applicationDate']) ?? calendarDateAt(new Date()),
  );
  const birthday = dateOfBirthFromAge(age, reference);
  return birthday ? { ...pax, dateOfBirth: addDays(birthday, -182) } : pax;
};

export const TEST_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/** POST /tokenize on the card frame's origin, as the frame page does (the number goes nowhere else). */
export const tokenize = async (frameOrigin: string, number: string = TEST_CARD): Promise<string> => {
  const url = frameOrigin.replace('//localhost', '//127.0.0.1');
  const r = await fetch(`${url}/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: frameOrigin, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ number, expiry: '12/34', cvd: number.startsWith('3') ? '1234' : '123' }),
  });
  const body = (await r.json()) as { dataKey?: string };
  if (r.status !== 201 || !body.dataKey)
    throw new Error(`tokenize answered ${r.status}: ${JSON.stringify(body)}`);
  return body.dataKey;
};

export interface PurchaseRun {
  readonly quote: ApiResponse<Json>;
  readonly purchase: ApiResponse<Json>;
  readonly body: Json;
  readonly key: string;
}

type BuyOptions = {
  card?: string;
  key?: string;
  names?: readonly [string, string][];
  lang?: 'en' | 'fr';
};

/** A traveller's payment: the card frame's token, or the premium collected by the agency (partner). */
export type PaxPayment = Json;

export const cardPayment = (dataKey: string): PaxPayment => ({
  method: 'CREDIT_CARD',
  details: { paymentType: 'TOKEN', dataKey, cardHolderName: 'Ann Lee', cardOwnerReferenceNumber: 1 },
});

/**
 * The purchase body of a quote request and its answer (each traveller's date of birth added, as the
 * travellers step adds it), every traveller paying with `payment`.
 */
export const purchaseBodyOf = (
  quoteBody: Json,
  quote: Json,
  payment: PaxPayment,
  options: Pick<BuyOptions, 'names' | 'lang'> = {},
): Json => {
  const names = options.names ?? [
    ['Ann', 'Lee'],
    ['Élodie', 'Tremblay'],
    ['Kai', 'Ng'],
    ['Noor', 'Haddad'],
  ];
  const province = (quoteBody['tripInformation'] as Json)['provinceOfResidence'];
  return {
    ...quoteBody,
    ratesVersion: quote['ratesVersion'],
    quoteRef: quote['quoteRef'],
    expectedTotalCents: quote['totalCents'],
    lang: options.lang ?? quoteBody['language'],
    paxes: (quoteBody['paxes'] as Json[]).map((p, i) => ({
      ...withDateOfBirth(quoteBody, p),
      firstName: ` ${names[i % names.length]?.[0]} `,
      lastName: names[i % names.length]?.[1],
      payment,
    })),
    contact: {
      email: 'buyer@example.com',
      phone: '416-555-0100',
      address: {
        addressLine1: '1 King St W',
        city: 'Toronto',
        postalCode: 'm5h 1a1',
        province: province ?? 'ON',
        country: 'CA',
      },
    },
    ...(province === 'QC' ? { bill96Consent: true } : {}),
    // An agency user names the referring agent or the insurer's own option (spec 6).
    referredBy: 'INSURER',
  };
};

/**
 * Quote and tokenize (one card for all travellers): the purchase app's first two calls, and its body
 * (with each traveller's date of birth, as the travellers step adds it).
 */
export const preparePurchase = async (
  client: ApiClient,
  frameOrigin: string,
  quoteBody: Json,
  options: Omit<BuyOptions, 'key'> = {},
): Promise<Omit<PurchaseRun, 'purchase' | 'key'>> => {
  if (!client.csrfToken) await client.startSession();
  const quote = await client.post<Json>('/api/quote', quoteBody);
  if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${JSON.stringify(quote.body)}`);
  const dataKey = await tokenize(frameOrigin, options.card ?? TEST_CARD);
  return { quote, body: purchaseBodyOf(quoteBody, quote.body, cardPayment(dataKey), options) };
};

/** Quote, tokenize, buy: the purchase app's three calls. */
export const buy = async (
  client: ApiClient,
  frameOrigin: string,
  quoteBody: Json,
  options: BuyOptions = {},
): Promise<PurchaseRun> => {
  const { quote, body } = await preparePurchase(client, frameOrigin, quoteBody, options);
  const key = options.key ?? randomUUID();
  const purchase = await client.post<Json>('/api/policies', body, { headers: { 'idempotency-key': key } });
  return { quote, purchase, body, key };
};

/** A number as letters (0 → a, 25 → z, 26 → ba): names may hold letters only (nameInvalid). */
export const letters = (n: number): string =>
  [...n.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');
