import { calendarDateAt } from '@tripx/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import type { TestDatabase } from './support/databases';
import { buy, CATEGORY_EXAMPLES, DECLINED_CARD, exampleQuote, tokenize } from './support/purchase';
import { signInAs, startInProcess, type InProcessServer } from './support/servers';
import { expectAnswersAsDocumented } from './support/openapi-conformance';

type Json = Record<string, unknown>;
interface Snapshot {
  startDate: string;
  endDate: string;
  departureLocation: string;
  destinations: string[];
  paxes: { policyNumber: string; optionalBenefits: string[] }[];
  dependents: Json[];
}
interface Financials {
  transactions: {
    type: string;
    method: string;
    amountCents: number;
    last4: string | null;
    policyNumber: string;
  }[];
  paxes: { policyNumber: string; status: string; premiumCents: number; balanceCents: number }[];
}

const addDays = (d: string, n: number) => new Date(Date.parse(d) + n * 86_400_000).toISOString().slice(0, 10);

/** Policy maintenance of issue 8 (spec 2.3, 7.4) over HTTP, against one database. */
export const definePolicyMaintenanceSuite = (
  label: string,
  openDatabase: () => Promise<TestDatabase>,
): void => {
  describe(`policy maintenance on ${label}`, () => {
    let db: TestDatabase;
    let s: InProcessServer;
    let policyNumber = '';
    let staff: ApiClient;
    const put = <T>(c: ApiClient, path: string, body: unknown) => c.request<T>('PUT', path, { body });

    beforeAll(async () => {
      db = await openDatabase();
      s = await startInProcess(db.env);
      const frame = s.server.deps.config.paymentFrameOrigin ?? '';
      const run = await buy(s.client(), frame, exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'));
      expect(run.purchase.status).toBe(201);
      policyNumber = ((run.purchase.body['policies'] as Json[])[0] as Json)['policyNumber'] as string;
      staff = s.client();
      await signInAs(s.server, staff, 'admin');
    });
    afterAll(async () => {
      await s?.close();
      await db?.drop();
    });

    const snapshotOf = async (): Promise<{ snapshot: Snapshot; version: number }> => {
      const form = await staff.get<{ snapshot: Snapshot; version: number }>(
        `/api/policies/${policyNumber}/endorsement`,
      );
      expect(form.status).toBe(200);
      // Nothing changed: the policy's own rate version gives back its premium.
      const same = await staff.post<{ deltaTotal: number }>('/api/policies/re-quote', {
        policyNumber,
        version: form.body.version,
        changes: form.body.snapshot,
      });
      expect(same.body.deltaTotal).toBe(0);
      return form.body;
    };

    it('search finds the policy by every filter of spec 3, newest purchase first, 10 a page', async () => {
      const view = await staff.get<Json>(`/api/policies/${policyNumber}`);
      const pax = (view.body['paxes'] as Json[]).find((p) => p['policyNumber'] === policyNumber) as Json;
      const trip = view.body['tripInformation'] as Json;
      const contact = pax['contact'] as Json;
      const filters: Record<string, string> = {
        policyNumber,
        firstName: String(pax['firstName']),
        lastName: String(pax['lastName']),
        email: String(contact['email']),
        phone: String(contact['phone']),
        groupNumber: String(view.body['groupNumber']),
        planCode: String((pax['plan'] as Json)['code']),
        organizationCode: String(view.body['organizationCode']),
        startDate: String(trip['startDate']),
      };
      for (const [k, v] of Object.entries(filters)) {
        const r = await staff.get<{
          pageSize: number;
          policies: { policyNumber: string; purchaseDate: string }[];
        }>(`/api/policies/search?${k}=${encodeURIComponent(v)}`);
        expect(r.status, k).toBe(200);
        expect(r.body.pageSize).toBe(10);
        expect(r.body.policies.length).toBeLessThanOrEqual(10);
        expect(
          r.body.policies.map((p) => p.policyNumber),
          k,
        ).toContain(policyNumber);
        const dates = r.body.policies.map((p) => p.purchaseDate);
        expect(dates).toEqual([...dates].sort().reverse());
      }
      // The phone is kept in E.164; staff type it as the buyer gave it, North American without +1.
      const national = String(contact['phone']).replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');
      expect(national).toMatch(/^\d{3}-\d{3}-\d{4}$/);
      const typed = await staff.get<{ policies: { policyNumber: string }[] }>(
        `/api/policies/search?phone=${encodeURIComponent(national)}`,
      );
      expect(typed.body.policies.map((p) => p.policyNumber)).toContain(policyNumber);
      const none = await staff.get<{ policies: unknown[] }>(
        `/api/policies/search?policyNumber=${policyNumber}&lastName=Zzz`,
      );
      expect(none.body.policies).toEqual([]);
    });

    it('a declined purchase is an attempt: listed for follow-up within the data scope, never a policy or a sale', async () => {
      const frame = s.server.deps.config.paymentFrameOrigin ?? '';
      const run = await buy(s.client(), frame, exampleQuote(CATEGORY_EXAMPLES.TRAVELLING_CANADIANS, 'en'), {
        card: DECLINED_CARD,
        names: [['Dora', 'Declinedson']],
      });
      expect(run.purchase.status).toBe(402);
      interface Attempts {
        total: number;
        attempts: {
          status: string;
          reason: string;
          organizationCode: string;
          travellers: Json[];
          email: string;
        }[];
      }
      const listed = await staff.get<Attempts>('/api/purchase-attempts?status=DECLINED');
      expect(listed.status).toBe(200);
      const mine = listed.body.attempts.filter((a) =>
        a.travellers.some((p) => p['lastName'] === 'Declinedson'),
      );
      expect(mine).toEqual([
        expect.objectContaining({
          status: 'DECLINED',
          organizationCode: 'CM',
          email: 'buyer@example.com',
        }),
      ]);
      const abandoned = await staff.get<Attempts>('/api/purchase-attempts?status=ABANDONED');
      expect(
        abandoned.body.attempts.some((a) => a.travellers.some((p) => p['lastName'] === 'Declinedson')),
      ).toBe(false);
      // Not a policy: the search does not find it.
      const search = await staff.get<{ policies: unknown[] }>('/api/policies/search?lastName=Declinedson');
      expect(search.body.policies).toEqual([]);
      // Not a sale: the report of the day (Toronto) counts the policy bought, not the attempt.
      const today = calendarDateAt(s.server.deps.now());
      const report = await staff.post<{ journal: { travellerName: string }[] }>('/api/distribution/reports', {
        report: 'SalesJournals',
        organizationCode: 'CM',
        from: today,
        to: today,
      });
      expect(report.status).toBe(200);
      const names = report.body.journal.map((j) => j.travellerName);
      expect(names.length).toBeGreaterThan(0);
      expect(names.some((n) => n.includes('Declinedson'))).toBe(false);
      // The data scope holds on the server: an agency's consultant does not see the consumer's attempt.
      const agent = s.client();
      await signInAs(s.server, agent, 'agent.agency');
      const theirs = await agent.get<Attempts>('/api/purchase-attempts');
      expect(theirs.status).toBe(200);
      expect(theirs.body.attempts.filter((a) => a.organizationCode === 'CM')).toEqual([]);
      // Decoded at the edge; signed-out callers are refused.
      expect((await staff.get('/api/purchase-attempts?status=PURCHASED')).status).toBe(400);
      expect((await staff.get('/api/purchase-attempts?from=2026-02-30')).status).toBe(400);
      expect((await s.client().get('/api/purchase-attempts')).status).toBe(401);
    });

    it('financials show the purchase charge with brand and last four; balance = premium', async () => {
      const r = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      expect(r.status).toBe(200);
      expect(r.body.transactions[0]).toEqual(
        expect.objectContaining({ type: 'CHARGE', method: 'CREDIT_CARD', last4: '4242', policyNumber }),
      );
      for (const p of r.body.paxes) expect(p.balanceCents).toBe(p.premiumCents);
    });

    it('the overview reads from the policy: plan code and name, contact, organization by name, paid and refunded', async () => {
      const view = await staff.get<{
        paxes: Json[];
        organizationName: Json | null;
        agentName: string | null;
      }>(`/api/policies/${policyNumber}`);
      expect(view.status).toBe(200);
      const pax = view.body.paxes.find((p) => p['policyNumber'] === policyNumber) as Json;
      const plan = pax['plan'] as { code: string; name: { en: string; fr: string } };
      expect(plan.code).toMatch(/^[A-Z]+$/);
      expect([typeof plan.name.en, typeof plan.name.fr]).toEqual(['string', 'string']);
      expect(pax['contact']).toMatchObject({ email: 'buyer@example.com', address: { city: 'Toronto' } });
      expect([pax['paidCents'], pax['refundedCents']]).toEqual([pax['premiumTotal'], 0]);
      expect(view.body.organizationName).toEqual({ en: expect.any(String), fr: expect.any(String) });
      // Sold online by nobody signed in: no agent.
      expect(view.body.agentName).toBeNull();
    });

    it('a POLICY_ADMIN may re-quote on a chosen application day; the day is decoded at the edge', async () => {
      const { snapshot, version } = await snapshotOf();
      const changes = { ...snapshot, endDate: addDays(snapshot.endDate, 1) };
      const today = calendarDateAt(s.server.deps.now());
      const onDay = await staff.post<{ deltaTotal: number }>('/api/policies/re-quote', {
        policyNumber,
        version,
        changes,
        applicationDate: today,
      });
      const plain = await staff.post<{ deltaTotal: number }>('/api/policies/re-quote', {
        policyNumber,
        version,
        changes,
      });
      expect([onDay.status, onDay.body.deltaTotal]).toEqual([200, plain.body.deltaTotal]);
      const bad = await staff.post<{ error: { code: string } }>('/api/policies/re-quote', {
        policyNumber,
        version,
        changes,
        applicationDate: '2026-02-30',
      });
      expect(bad.status).toBe(400);
    });

    it('re-quote, apply a later return date (charged on the token on file), stale second save 409, history', async () => {
      const { snapshot, version } = await snapshotOf();
      const changes = { ...snapshot, endDate: addDays(snapshot.endDate, 3) };
      const quote = await staff.post<{ deltaTotal: number; payment: { type: string } }>(
        '/api/policies/re-quote',
        {
          policyNumber,
          version,
          changes,
        },
      );
      expect(quote.status).toBe(200);
      expect(quote.body.deltaTotal).toBeGreaterThan(0);
      expect(quote.body.payment.type).toBe('CHARGE');
      const applied = await put<{ version: number }>(staff, '/api/policies', {
        policyNumber,
        version,
        changes,
        charge: { method: 'TOKEN' },
      });
      expect(applied.status).toBe(200);
      expect(applied.body.version).toBe(version + 1);
      const stale = await put<{ error: { code: string } }>(staff, '/api/policies', {
        policyNumber,
        version,
        changes: snapshot,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('versionConflict');
      const view = await staff.get<Json>(`/api/policies/${policyNumber}`);
      expect((view.body['tripInformation'] as Json)['endDate']).toBe(changes.endDate);
      const fin = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      expect(
        fin.body.transactions.filter((t) => t.type === 'CHARGE' && t.method === 'TOKEN').length,
      ).toBeGreaterThan(0);
      for (const p of fin.body.paxes) expect(p.balanceCents).toBe(p.premiumCents);
      const history = await staff.get<Json[]>(`/api/policies/${policyNumber}/history`);
      expect(history.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            fieldChanged: 'endDate',
            from: snapshot.endDate,
            to: changes.endDate,
            actorRef: 'prf-admin',
            actorName: 'Alex Tremblay',
            channel: 'STAFF',
          }),
        ]),
      );
      // The consumer's purchase: nobody signed in, online.
      expect(history.body[0]).toMatchObject({ action: 'CREATED', actorName: null, channel: 'ONLINE' });
    });

    it('changes made on a stale version: 409 versionConflict on re-quote and on save, nothing written, no money moved', async () => {
      const { snapshot, version } = await snapshotOf();
      // Another editor moves the return date on: the version read above is now stale.
      const theirs = { ...snapshot, endDate: addDays(snapshot.endDate, 2) };
      const quoted = await staff.post<{ deltaTotal: number }>('/api/policies/re-quote', {
        policyNumber,
        version,
        changes: theirs,
      });
      const applied = await put(staff, '/api/policies', {
        policyNumber,
        version,
        changes: theirs,
        charge: { method: 'TOKEN' },
        confirmedCents: quoted.body.deltaTotal,
      });
      expect(applied.status).toBe(200);
      const before = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      // Mine, made on the version read before theirs: the old return date would be refunded.
      const mine = { ...snapshot, departureLocation: 'Montréal' };
      const requote = await staff.post<{ error: { code: string } }>('/api/policies/re-quote', {
        policyNumber,
        version,
        changes: mine,
      });
      expect([requote.status, requote.body.error.code]).toEqual([409, 'versionConflict']);
      const save = await put<{ error: { code: string } }>(staff, '/api/policies', {
        policyNumber,
        version,
        changes: mine,
        refundMethod: 'ORIGINAL',
      });
      expect([save.status, save.body.error.code]).toEqual([409, 'versionConflict']);
      const after = await staff.get<{ snapshot: Snapshot; version: number }>(
        `/api/policies/${policyNumber}/endorsement`,
      );
      expect(after.body).toMatchObject({ version: version + 1, snapshot: { endDate: theirs.endDate } });
      expect((await staff.get(`/api/policies/${policyNumber}/financials`)).body).toEqual(before.body);
    });

    it('a dependent without a date of birth: 400 dateOfBirthRequired on re-quote and save, nothing charged or written', async () => {
      const { snapshot, version } = await snapshotOf();
      const before = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      const changes = {
        ...snapshot,
        endDate: addDays(snapshot.endDate, 5),
        dependents: [...snapshot.dependents, { referenceNumber: 9, firstName: 'Léa', lastName: 'Roy' }],
      };
      const refusal = {
        error: {
          code: 'invalidValue',
          message: expect.any(String),
          fields: [
            {
              path: `changes.dependents.${snapshot.dependents.length}.dateOfBirth`,
              code: 'dateOfBirthRequired',
            },
          ],
        },
      };
      const quote = await staff.post('/api/policies/re-quote', { policyNumber, version, changes });
      expect([quote.status, quote.body]).toEqual([400, refusal]);
      const saved = await put(staff, '/api/policies', {
        policyNumber,
        version,
        changes,
        charge: { method: 'TOKEN' },
      });
      expect([saved.status, saved.body]).toEqual([400, refusal]);
      expect((await snapshotOf()).version).toBe(version);
      expect((await staff.get(`/api/policies/${policyNumber}/financials`)).body).toEqual(before.body);
      const retry = await put<{ error: { code: string } }>(staff, '/api/policies/retry', { policyNumber });
      expect(retry.body.error.code).toBe('noFailedUpdate');
    });

    it('a cancellation that lists one traveller twice: 400 at the repeat, nothing refunded, still ACTIVE', async () => {
      const before = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      const r = await put(staff, '/api/policies/cancel', {
        cancellationReason: 'Trip cancelled',
        paxes: [{ policyNumber }, { policyNumber }],
      });
      expect([r.status, r.body]).toEqual([
        400,
        {
          error: {
            code: 'invalidValue',
            message: expect.any(String),
            fields: [{ path: 'paxes.1.policyNumber', code: 'duplicateTraveller' }],
          },
        },
      ]);
      expect((await staff.get(`/api/policies/${policyNumber}/financials`)).body).toEqual(before.body);
    });

    it('adds a note with its author; an empty note is 400', async () => {
      const r = await staff.post<Json>(`/api/notes/policy/${policyNumber}/note`, { note: 'Client called' });
      expect(r.status).toBe(201);
      const notes = await staff.get<Json[]>(`/api/notes/policy/${policyNumber}/notes`);
      expect(notes.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ note: 'Client called', authorName: 'Alex Tremblay' }),
        ]),
      );
      expect((await staff.post(`/api/notes/policy/${policyNumber}/note`, { note: '  ' })).status).toBe(400);
    });

    it('cancels before the start date with a full refund (REFUNDED, balance 0), then reinstates (ACTIVE, balance = premium)', async () => {
      const cancel = await put<{ paxes: { status: string; refundCents: number }[] }>(
        staff,
        '/api/policies/cancel',
        {
          cancellationReason: 'Trip cancelled',
          provinceOfResidence: 'ON',
          paxes: [{ policyNumber }],
        },
      );
      expect(cancel.status).toBe(200);
      expect(cancel.body.paxes[0]?.status).toBe('REFUNDED');
      let fin = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      const pax = () => fin.body.paxes.find((p) => p.policyNumber === policyNumber);
      expect(pax()?.balanceCents).toBe(0);
      expect(fin.body.transactions.some((t) => t.type === 'REFUND' && t.method === 'ORIGINAL')).toBe(true);
      const again = await put<{ error: { code: string } }>(staff, '/api/policies/cancel', {
        cancellationReason: 'x',
        paxes: [{ policyNumber }],
      });
      expect(again.status).toBe(409);
      // The charge to confirm and the card it goes to: brand and last four, nothing more of the card.
      const preview = await staff.get<{ dueCents: number; card: Record<string, unknown> }>(
        `/api/policies/${policyNumber}/reinstatement`,
      );
      expect(preview.status).toBe(200);
      expect(preview.body.dueCents).toBe(cancel.body.paxes[0]?.refundCents);
      expect(Object.keys(preview.body.card).sort()).toEqual(['brand', 'last4']);
      expect(preview.body.card['last4']).toMatch(/^\d{4}$/);
      // Another amount than the server's: 409 amountChanged, nothing charged, still cancelled.
      const stale = await put<{ error: { code: string } }>(staff, '/api/policies/reinstate', {
        policyNumber,
        payment: { method: 'TOKEN' },
        confirmedCents: preview.body.dueCents + 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('amountChanged');
      fin = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      expect(pax()?.status).toBe('REFUNDED');
      const back = await put<{
        chargedCents: number;
        transactions: { amountCents: number; last4: string; reference: string; date: string }[];
      }>(staff, '/api/policies/reinstate', {
        policyNumber,
        payment: { method: 'TOKEN' },
        confirmedCents: preview.body.dueCents,
      });
      expect(back.status).toBe(200);
      expect(back.body.chargedCents).toBe(preview.body.dueCents);
      expect(back.body.transactions).toEqual([
        expect.objectContaining({
          amountCents: preview.body.dueCents,
          last4: preview.body.card['last4'],
          reference: expect.stringMatching(/\S/),
        }),
      ]);
      fin = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      expect(pax()?.status).toBe('ACTIVE');
      expect(pax()?.balanceCents).toBe(pax()?.premiumCents);
    });

    it('retry without a failed update is 404 noFailedUpdate', async () => {
      const r = await put<{ error: { code: string } }>(staff, '/api/policies/retry', { policyNumber });
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe('noFailedUpdate');
    });

    it('refuses without the claims (403) and outside the scope (404), writing nothing', async () => {
      const viewer = s.client();
      await signInAs(s.server, viewer, 'agency.viewer');
      const own = s.client();
      await signInAs(s.server, own, 'agent.own');
      const before = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      const body = { policyNumber, version: 1, changes: {} };
      for (const c of [viewer]) {
        expect(
          (await put(c, '/api/policies/cancel', { cancellationReason: 'x', paxes: [{ policyNumber }] }))
            .status,
        ).toBe(403);
        expect((await put(c, '/api/policies/reinstate', { policyNumber })).status).toBe(403);
        expect((await put(c, '/api/policies', body)).status).toBe(403);
        expect((await c.post(`/api/notes/policy/${policyNumber}/note`, { note: 'x' })).status).toBe(403);
      }
      // agent.own reads only its own sales: this consumer policy is not there.
      expect((await own.get(`/api/policies/${policyNumber}/financials`)).status).toBe(404);
      const after = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      expect(after.body).toEqual(before.body);
    });

    it('an endorsement on a card that declines: 402, the endorsement undone, money unchanged, kept for retry', async () => {
      const { snapshot, version } = await snapshotOf();
      const before = await staff.get<Financials>(`/api/policies/${policyNumber}/financials`);
      const frame = s.server.deps.config.paymentFrameOrigin ?? '';
      const declined = await put<{ error: { code: string } }>(staff, '/api/policies', {
        policyNumber,
        version,
        changes: { ...snapshot, endDate: addDays(snapshot.endDate, 2) },
        charge: { method: 'CREDIT_CARD', dataKey: await tokenize(frame, DECLINED_CARD) },
      });
      expect([declined.status, declined.body.error.code]).toEqual([402, 'paymentFailed']);
      const after = await snapshotOf();
      // Written, then undone by the compensating write: two versions on, the same trip and money.
      expect(after.version).toBe(version + 2);
      expect(after.snapshot.endDate).toBe(snapshot.endDate);
      expect((await staff.get(`/api/policies/${policyNumber}/financials`)).body).toEqual(before.body);
      const history = await staff.get<Json[]>(`/api/policies/${policyNumber}/history`);
      expect(history.body).toEqual(
        expect.arrayContaining([expect.objectContaining({ fieldChanged: 'endDate', to: snapshot.endDate })]),
      );
      const retry = await put(staff, '/api/policies/retry', { policyNumber });
      expect(retry.status).toBe(402);
    });

    it('an older policy with no date of birth on file (migration 012) reads with it null; its undated dependent is still refused', async () => {
      const { db } = s.server.database;
      const group = (await staff.get<Json>(`/api/policies/${policyNumber}`)).body['groupNumber'] as string;
      await sql`update policies set date_of_birth = null where policy_number = ${policyNumber}`.execute(db);
      await sql`insert into policy_dependents (group_number, reference_number, first_name, last_name, date_of_birth)
        values (${group}, 8, 'Cy', 'Roy', null)`.execute(db);
      const view = await staff.get<{ paxes: Json[]; dependents: Json[] }>(`/api/policies/${policyNumber}`);
      expect(view.status).toBe(200);
      const pax = view.body.paxes.find((p) => p['policyNumber'] === policyNumber);
      expect(pax?.['dateOfBirth']).toBeNull();
      expect(view.body.dependents.find((d) => d['referenceNumber'] === 8)?.['dateOfBirth']).toBeNull();
      const form = await staff.get<{ snapshot: Snapshot; version: number }>(
        `/api/policies/${policyNumber}/endorsement`,
      );
      expect(form.status).toBe(200);
      const at = form.body.snapshot.dependents.findIndex((d) => d['referenceNumber'] === 8);
      expect(form.body.snapshot.dependents[at]).toEqual({
        referenceNumber: 8,
        firstName: 'Cy',
        lastName: 'Roy',
      });
      const quote = await staff.post<{ error: { code: string; fields: Json[] } }>('/api/policies/re-quote', {
        policyNumber,
        version: form.body.version,
        changes: form.body.snapshot,
      });
      expect([quote.status, quote.body.error.fields]).toEqual([
        400,
        [{ path: `changes.dependents.${at}.dateOfBirth`, code: 'dateOfBirthRequired' }],
      ]);
    });

    it('answered every call as its OpenAPI document says', () => expectAnswersAsDocumented(s, label));
  });
};
