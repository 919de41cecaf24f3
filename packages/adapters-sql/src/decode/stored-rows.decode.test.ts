import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { SqlSignInRepository } from '../oidc/sql-sign-in.repository';
import { SqlConfirmationViews } from '../purchase/sql-confirmation-views';
import { SqlOutbox } from '../purchase/sql-outbox';
import { SqlPurchaseStore } from '../purchase/sql-purchase.store';
import { SqlDistributionAdminRepository } from '../repositories/sql-distribution-admin.repository';
import { SqlOrganizationRepository } from '../repositories/sql-organization.repository';
import { SqlPolicyMaintenanceStore } from '../repositories/sql-policy-maintenance.store';
import { SqlPolicyReadRepository } from '../repositories/sql-policy-read.repository';
import { SqlTranslationRepository } from '../repositories/sql-translation.repository';
import { seededDatabase } from '../test-support/seeded-database';
import { RowDecodeError } from './row-decode-error';

/*
 * Every JSON column a store reads back is decoded: a row holding something else fails naming its
 * table, its row and the column, through the repository that reads it (the bad value is written
 * with raw SQL, as a faulty migration or a hand edit would).
 */

const NOW = new Date('2026-03-02T15:00:00Z');
/** A demo booking of the seed: one traveller. */
const GROUP = 'G1000001';
const POLICY = 'TX10000011';

const failsNaming = async (read: Promise<unknown>, table: string, id: string, column: string) => {
  const error: unknown = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RowDecodeError);
  expect(error).toMatchObject({ _tag: 'RowDecodeError', table, id });
  expect((error as RowDecodeError).paths.join(' ')).toContain(column);
  expect((error as RowDecodeError).message).toContain(`${table} row ${id}`);
};

describe('stored JSON columns are decoded, never cast (PGlite)', () => {
  let database: Database;
  let run: (statement: ReturnType<typeof sql>) => Promise<unknown>;
  beforeAll(async () => {
    ({ database } = await seededDatabase());
    run = (statement) => statement.execute(database.db);
  }, 120_000);
  afterAll(() => database?.close());

  it('idempotency_keys.response: the stored answer', async () => {
    const store = new SqlPurchaseStore(database);
    const answer = { status: 409, body: { error: { code: 'conflict', message: 'm', fields: [] } } };
    const start = { kind: 'answer' as const, answer };
    await store.claimKey({ scope: 's1', key: 'k1', requestHash: 'h', now: NOW, start });
    expect(await store.answerOf('s1', 'k1')).toEqual(answer);
    await run(sql`update idempotency_keys set response = ${JSON.stringify('{"error":{"code":7}}')}::jsonb
      where key = 'purchase|s1|k1'`);
    await failsNaming(store.answerOf('s1', 'k1'), 'idempotency_keys', 'purchase|s1|k1', 'response');
    await run(sql`update idempotency_keys set response = '"not json"'::jsonb where key = 'purchase|s1|k1'`);
    await failsNaming(store.answerOf('s1', 'k1'), 'idempotency_keys', 'purchase|s1|k1', 'response');
  });

  it('purchase_attempts.policy_numbers', async () => {
    const store = new SqlPurchaseStore(database);
    const insert = (group: string, numbers: string) =>
      run(sql`insert into purchase_attempts (group_number, session_hash, fingerprint, status, organization_code,
        policy_numbers, total_cents, booking, created_at) values (${group}, 'sess', ${group}, 'PENDING', 'CM',
        ${numbers}::jsonb, 100, '{}'::jsonb, ${new Date('2026-01-01T00:00:00Z')})`);
    await insert('GOOD1', '["TX1"]');
    const pending = () => store.pendingAttempts({ from: undefined, before: NOW });
    expect((await pending()).map((a) => a.policyNumbers)).toEqual([['TX1']]);
    await insert('BAD1', '[1, 2]');
    await failsNaming(pending(), 'purchase_attempts', 'BAD1', 'policy_numbers');
    await run(sql`delete from purchase_attempts where group_number in ('GOOD1', 'BAD1')`);
  });

  it('outbox_messages.payload', async () => {
    const outbox = new SqlOutbox(database.db);
    const message = {
      id: 'm-bad',
      payload: { kind: 'CONFIRMATION' as const, policyNumber: POLICY },
      recipient: 'ann@example.com',
      language: 'en' as const,
      policyNumber: POLICY,
      maxAttempts: 3,
      createdAt: NOW.toISOString(),
    };
    expect((await outbox.enqueue(message)).payload).toEqual(message.payload);
    await run(sql`update outbox_messages set payload = '{"kind":"POSTCARD"}'::jsonb where id = 'm-bad'`);
    await failsNaming(outbox.claimDue(NOW.toISOString(), 10, 1000), 'outbox_messages', 'm-bad', 'payload');
    await run(sql`delete from outbox_messages where id = 'm-bad'`);
  });

  it('policies.plan and policy_groups.trip_information: the booking an endorsement loads', async () => {
    const store = new SqlPolicyMaintenanceStore(database);
    expect((await store.load(POLICY))?.snapshot.departureLocation).toBe('YYZ');
    await run(sql`update policy_groups set trip_information = '{"destinations":"JFK,US"}'::jsonb
      where group_number = ${GROUP}`);
    await failsNaming(store.load(POLICY), 'policy_groups', GROUP, 'trip_information.destinations');
    await run(sql`update policy_groups set trip_information = '{"departureLocation":"YYZ"}'::jsonb
      where group_number = ${GROUP}`);
    expect((await store.load(POLICY))?.snapshot.destinations).toEqual([]);
    await run(sql`update policies set plan = '{"optionalBenefitCodes":"TRIP"}'::jsonb
      where policy_number = ${POLICY}`);
    await failsNaming(store.load(POLICY), 'policies', POLICY, 'plan.optionalBenefitCodes');
  });

  it('policies.contact and the plan snapshot of the confirmation', async () => {
    const views = new SqlConfirmationViews(database.db);
    const other = 'TX10000021';
    expect((await views.confirmationView(other))?.contact.email).toEqual(expect.any(String));
    await run(sql`update policies set contact = '{"email":5}'::jsonb where policy_number = ${other}`);
    await failsNaming(views.confirmationView(other), 'policies', other, 'contact.email');
    await run(sql`update policies set contact = '{}'::jsonb,
      plan = '{"optionalBenefits":[{"code":"TRIP"}]}'::jsonb where policy_number = ${other}`);
    await failsNaming(views.confirmationView(other), 'policies', other, 'plan.optionalBenefits');
  });

  it('policy_pending_updates.request', async () => {
    const store = new SqlPolicyMaintenanceStore(database);
    const other = 'TX10000021';
    await store.keepFailedUpdate({ policyNumber: other, request: { policyNumber: other }, code: 'x' });
    expect((await store.failedUpdate(other))?.request).toEqual({ policyNumber: other });
    await run(sql`update policy_pending_updates set request = '[1]'::jsonb where policy_number = ${other}`);
    await failsNaming(store.failedUpdate(other), 'policy_pending_updates', other, 'request');
  });

  it('money_moves: parts and revert', async () => {
    const store = new SqlPolicyMaintenanceStore(database);
    const move = (id: string, parts: string, revert: string) =>
      run(sql`insert into money_moves (id, group_number, action_key, idempotency_key, kind, method, parts,
        data_key, revert, status, next_attempt_at, created_at) values (${id}, ${GROUP}, ${`a-${id}`}, ${id},
        'CHARGE', 'CREDIT_CARD', ${parts}::jsonb, 'dk', ${revert}::jsonb, 'PENDING', ${NOW}, ${NOW})`);
    const revert = JSON.stringify({ expectedVersion: 2, premiums: [], statuses: [], history: [] });
    await move('mv-good', JSON.stringify([{ policyNumber: POLICY, amountCents: 500 }]), revert);
    const [good] = await store.claimDue(NOW.toISOString(), 10, 1000, { groupNumber: GROUP });
    expect(good).toMatchObject({ id: 'mv-good', kind: 'CHARGE', parts: [{ amountCents: 500 }] });
    await run(sql`delete from money_moves where id = 'mv-good'`);

    await move('mv-parts', JSON.stringify([{ policyNumber: POLICY, amountCents: '5' }]), revert);
    const claim = () => store.claimDue(NOW.toISOString(), 10, 1000, { groupNumber: GROUP, takeOver: true });
    await failsNaming(claim(), 'money_moves', 'mv-parts', 'parts.0.amountCents');
    await run(sql`delete from money_moves where id = 'mv-parts'`);

    await move('mv-revert', '[]', JSON.stringify({ expectedVersion: 2, premiums: [] }));
    await failsNaming(claim(), 'money_moves', 'mv-revert', 'revert');
    await run(sql`delete from money_moves where id = 'mv-revert'`);
  });

  it('the policy read: trip_information, plan, contact and questionnaires of a policy shown', async () => {
    const policies = new SqlPolicyReadRepository(database.db);
    const shown = 'TX10000031';
    expect((await policies.findByPolicyNumber(shown))?.paxes.length).toBeGreaterThan(0);
    await run(sql`update policies set questionnaires = '{"q":1}'::jsonb where policy_number = ${shown}`);
    await failsNaming(policies.findByPolicyNumber(shown), 'policies', shown, 'questionnaires');
  });

  it('organizations.contract_content and contacts', async () => {
    const organizations = new SqlOrganizationRepository(database.db);
    const admin = new SqlDistributionAdminRepository(database.db);
    expect((await organizations.findByCode('MAPLE'))?.contacts).toEqual([{ contactType: 'PRIMARY' }]);
    await run(sql`update organizations set contacts = '[{"name":"Dana"}]'::jsonb where code = 'MAPLE'`);
    await failsNaming(organizations.findByCode('MAPLE'), 'organizations', 'MAPLE', 'contacts.0.contactType');
    await failsNaming(admin.organizationDetails('MAPLE'), 'organizations', 'MAPLE', 'contacts');
    await run(
      sql`update organizations set contract_content = '{"en":{"banner":1}}'::jsonb where code = 'CM'`,
    );
    await failsNaming(organizations.findByCode('CM'), 'organizations', 'CM', 'contract_content.en.banner');
    const save = admin.saveContractContent('CM', { en: {}, fr: {} });
    await failsNaming(save, 'organizations', 'CM', 'contract_content');
  });

  it('translations.labels', async () => {
    const translations = new SqlTranslationRepository(database.db);
    await run(sql`insert into translations (space, name, language, labels, updated_at)
      values ('test', 'decode', 'en', '{"a":"A"}'::jsonb, ${NOW}), ('test', 'decode', 'fr', '{"a":["A"]}'::jsonb, ${NOW})`);
    expect(await translations.find('test', 'decode', ['en'])).toEqual([
      { language: 'en', labels: { a: 'A' } },
    ]);
    await failsNaming(
      translations.find('test', 'decode', ['fr']),
      'translations',
      'test/decode/fr',
      'labels.a',
    );
  });

  it('oidc_payloads.payload', async () => {
    const repo = new SqlSignInRepository(database.db);
    await repo.upsert('Session', 'sid-1', { accountId: 'a' }, 60);
    expect(await repo.find('Session', 'sid-1')).toEqual({ accountId: 'a' });
    await run(sql`update oidc_payloads set payload = '[1]'::jsonb where id = 'sid-1'`);
    await failsNaming(repo.find('Session', 'sid-1'), 'oidc_payloads', 'Session:sid-1', 'payload');
  });
});
