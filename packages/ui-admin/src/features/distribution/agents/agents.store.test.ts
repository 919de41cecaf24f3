import { failed, success } from '@tripx/application';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentSearchOver, anAgent, aProfile, unusedService } from '../test-support/fake-distribution';
import { testRouter } from '../../../test-support/test-router';
import { AgentFormDrafts } from './agent-form-drafts';
import { AgentsStore } from './agents.store';

const STATUSES = ['NEW', 'ACTIVE', 'INACTIVE'] as const;

describe('AgentsStore listing', () => {
  it('searches with blank names and status ALL left out, first name ascending, 10 a page', async () => {
    const fake = agentSearchOver([anAgent()]);
    const store = new AgentsStore({ ...unusedService(), ...fake });
    await store.listing.searchSubmitted();
    expect(fake.queries[0]).toEqual({
      sortField: 'firstName',
      sortOrder: 'asc',
      offset: 0,
      limit: 10,
    });
    expect(store.rows[0]?.statusLabel).toBe('profileActive');
  });

  it('every agent matching the status filter is found exactly once across the pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...STATUSES), { maxLength: 45 }),
        fc.constantFrom('ALL' as const, ...STATUSES),
        async (statuses, filter) => {
          const agents = statuses.map((status, i) => anAgent({ profileRef: `prf-${i}`, status }));
          const store = new AgentsStore({ ...unusedService(), ...agentSearchOver(agents) });
          store.criterionChanged('status', filter);
          await store.listing.searchSubmitted();
          const seen = [...store.result.agents];
          for (let page = 1; page < store.listing.pageCount; page += 1) {
            await store.listing.pageChanged(page);
            seen.push(...store.result.agents);
          }
          const expected = agents
            .filter((a) => filter === 'ALL' || a.status === filter)
            .map((a) => a.profileRef);
          expect(seen.map((a) => a.profileRef)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the internal directory asks users-internal with the same filters, from page 1', async () => {
    const internal = agentSearchOver([anAgent({ profileRef: 'prf-staff', profileCode: 'staff' })]);
    const store = new AgentsStore({
      ...unusedService(),
      ...agentSearchOver([anAgent()]),
      searchInternalUsers: internal.searchAgents,
    });
    store.criterionChanged('lastName', 'Gag');
    await store.directoryChosen('internal');
    expect(internal.queries).toEqual([expect.objectContaining({ lastName: 'Gag', offset: 0 })]);
    expect(store.rows.map((r) => r.profileRef)).toEqual(['prf-staff']);
  });

  it('an answer to an older search never replaces the latest one', async () => {
    let releaseAgents: () => void = () => undefined;
    const store = new AgentsStore({
      ...unusedService(),
      searchAgents: () =>
        new Promise((resolve) => {
          releaseAgents = () => resolve(success({ total: 1, agents: [anAgent()] }));
        }),
      searchInternalUsers: agentSearchOver([anAgent({ profileRef: 'prf-staff' })]).searchAgents,
    });
    const first = store.search();
    await store.directoryChosen('internal');
    releaseAgents();
    await first;
    expect(store.rows.map((r) => r.profileRef)).toEqual(['prf-staff']);
  });

  it('a failed search is an empty list, silently (spec 8): no rows, page 1 of 1, no error kept', async () => {
    const store = new AgentsStore({
      ...unusedService(),
      searchAgents: async () => failed({ kind: 'refused', code: 'forbidden', message: '', fields: [] }),
    });
    await store.search();
    expect(store).not.toHaveProperty('searchError');
    expect(store.rows).toEqual([]);
    expect(store.listing.pageCount).toBe(1);
  });
});

describe('AgentsStore in the address', () => {
  it('opens the filtered, sorted page its URL shows and writes a change there (pushed: Back returns)', async () => {
    const { data, router, pushed } = testRouter(
      '/admin/users?lang=en&lastName=Gag&status=ACTIVE&directory=internal&sort=profileCode&order=desc&page=2',
    );
    const agents = Array.from({ length: 12 }, (_, i) => anAgent({ profileRef: `prf-${i}` }));
    const internal = agentSearchOver(agents);
    const store = new AgentsStore({ ...unusedService(), searchInternalUsers: internal.searchAgents }, router);
    await store.opened(router.query);
    expect(internal.queries).toEqual([
      {
        lastName: 'Gag',
        status: 'ACTIVE',
        sortField: 'profileCode',
        sortOrder: 'desc',
        offset: 10,
        limit: 10,
      },
    ]);
    expect(store.criteria).toEqual({ firstName: '', lastName: 'Gag', profileCode: '', status: 'ACTIVE' });
    expect(store.directory).toBe('internal');
    expect(store.rows.map((r) => r.profileRef)).toEqual(['prf-10', 'prf-11']);

    await store.listing.sortChanged({ column: 'role', direction: 'desc' });
    expect(pushed).toEqual([
      '/admin/users?lang=en&lastName=Gag&status=ACTIVE&directory=internal&sort=role&order=desc',
    ]);
    // The address now shows what the store wrote: read again, it asks nothing more.
    await store.opened(router.query);
    expect(internal.queries).toHaveLength(2);
    // Back: the shared address's list is read and asked again.
    await data.navigate(-1);
    await store.opened(router.query);
    expect(internal.queries.at(-1)).toMatchObject({ sortField: 'profileCode', offset: 10 });
    expect(internal.queries).toHaveLength(3);
  });

  it('an address without a list opens the default one (the agents, first name ascending)', async () => {
    const fake = agentSearchOver([anAgent()]);
    const store = new AgentsStore({ ...unusedService(), ...fake }, testRouter('/admin/users').router);
    store.criterionChanged('lastName', 'Gag');
    await store.opened({ status: 'BOGUS', page: 'x' });
    expect(store.criteria.lastName).toBe('');
    expect(fake.queries).toEqual([{ sortField: 'firstName', sortOrder: 'asc', offset: 0, limit: 10 }]);
  });
});

describe('AgentsStore registration', () => {
  it('the domain refuses an incomplete form before any call, with a label per field', async () => {
    const store = new AgentsStore(unusedService());
    store.startRegistration('MAPLE-TOR');
    store.fieldChanged('firstName', '  ');
    await expect(store.saved()).resolves.toBeNull();
    expect(store.formErrors['firstName']?.key).toBe('errors:agentFieldRequired');
    expect(store.formErrors['role']).toBeDefined();
  });

  it('registers with trimmed names and the licences by province; a taken sign-in ID names the conflict', async () => {
    const sent: unknown[] = [];
    let answer: 'ok' | 'conflict' = 'conflict';
    const store = new AgentsStore({
      ...unusedService(),
      createProfile: async (body) => {
        sent.push(body);
        return answer === 'ok'
          ? success({ profileRef: 'prf-new', referenceNumber: 'r1' })
          : failed({ kind: 'refused', code: 'conflict', message: '', fields: [] });
      },
    });
    store.startRegistration('MAPLE-TOR');
    for (const [f, v] of [
      ['profileCode', 'zoe@example.com'],
      ['firstName', ' Zoé '],
      ['lastName', 'Tremblay'],
      ['email', 'zoe@example.com'],
      ['role', 'Consultant_Own'],
    ] as const)
      store.fieldChanged(f, v);
    store.fieldChanged('licences', ['ON', 'QC']);
    await expect(store.saved()).resolves.toBeNull();
    expect(store.registerError?.message).toBe('distribution:profileCodeTaken');
    answer = 'ok';
    await expect(store.saved()).resolves.toBe('prf-new');
    expect(store.registerError).toBeNull();
    expect(sent[1]).toMatchObject({
      organizations: [{ organizationCode: 'MAPLE-TOR', default: true }],
      licenses: ['ON', 'QC'],
    });
  });
});

describe('AgentsStore profile form', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };
  const profiles = (refs: Record<string, Promise<void>> = {}) => ({
    ...unusedService(),
    profile: async (ref: string) => {
      await refs[ref];
      return success(aProfile({ profileRef: ref, firstName: ref }));
    },
  });

  it('Back to a profile (read again) keeps what was typed over what the server has', async () => {
    const store = new AgentsStore(profiles(), undefined, new AgentFormDrafts(memoryStorage(), () => 'u'));
    await store.loadProfile('prf-lea');
    store.fieldChanged('city', 'Laval');
    await store.loadProfile('prf-other');
    expect([store.form.firstName, store.form.city]).toEqual(['prf-other', '']);
    await store.loadProfile('prf-lea');
    expect([store.form.firstName, store.form.city]).toEqual(['prf-lea', 'Laval']);
  });

  it('another user of the tab does not see the drafts of the one before', async () => {
    const storage = memoryStorage();
    let who = 'u1';
    const store = new AgentsStore(profiles(), undefined, new AgentFormDrafts(storage, () => who));
    await store.loadProfile('prf-lea');
    store.fieldChanged('city', 'Laval');
    who = 'u2';
    await store.loadProfile('prf-lea');
    expect(store.form.city).toBe('');
  });

  it('a profile answering after the one asked next is not shown', async () => {
    let answer = () => {};
    const late = new Promise<void>((resolve) => (answer = resolve));
    const store = new AgentsStore(profiles({ 'prf-slow': late }));
    const slow = store.loadProfile('prf-slow');
    await store.loadProfile('prf-lea');
    answer();
    await slow;
    expect([store.profileRef, store.form.firstName]).toEqual(['prf-lea', 'prf-lea']);
  });
});
