import { success, type PolicyEventView } from '@tripx/application';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking, fakePolicyService } from '../test-support/fake-policy-service';
import { renderAt } from '../test-support/render-screen';

const NB = '\u00a0';

const HISTORY: readonly PolicyEventView[] = [
  {
    at: '2026-11-01T10:00:00.000Z',
    actorRef: 'prf-agent',
    actorName: 'Alex Agent',
    channel: 'AGENT',
    action: 'CREATED',
    fieldChanged: 'status',
    from: null,
    to: 'PENDING',
  },
  {
    at: '2026-11-25T19:30:00.000Z',
    actorRef: 'prf-admin',
    actorName: 'Sam Staff',
    channel: 'STAFF',
    action: 'ENDORSED',
    fieldChanged: 'endDate',
    from: '2026-12-10',
    to: '2026-12-13',
  },
  {
    at: '2026-07-01T03:30:00.000Z',
    actorRef: null,
    actorName: null,
    channel: 'SYSTEM',
    action: 'ENDORSEMENT_REVERTED',
    fieldChanged: 'dependents[2].dateOfBirth',
    from: '2015-05-01',
    to: '2015-04-30',
  },
];

const viewOf = (lang: 'en' | 'fr') =>
  renderAt(
    '/policy/endorsement/TX1/view',
    'Staff_Viewer',
    fakePolicyService({ history: () => Promise.resolve(success(HISTORY)) }),
    lang,
  );

/** Each term of the overview with its value lines. */
const factsOf = (region: HTMLElement): Record<string, string[]> =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((dt) => [
        dt.textContent,
        [...(dt.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent),
      ]),
  );

const timelineOf = async (title: string): Promise<string[][]> => {
  const region = await screen.findByRole('region', { name: title });
  return within(region)
    .getAllByRole('listitem')
    .map((li) =>
      [...li.querySelectorAll('strong, time, p:not(.adm-timeline__head)')].map((e) => e.textContent ?? ''),
    );
};

describe('Policy View: the overview and the timeline of changes', () => {
  it('in English: the header in words, and each change with who, what, when in Toronto with its zone, channel', async () => {
    await viewOf('en');
    const overview = await screen.findByRole('region', { name: 'Overview of TX1' });
    expect(factsOf(overview)).toEqual({
      'Policy number': ['TX1'],
      Status: ['Active'],
      Plan: ['Emergency Medical (SEMH)'],
      Coverage: ['2026-12-01 to 2026-12-10'],
      Insured: ['Ada Lovelace', 'Date of birth: 1986-01-01'],
      Contact: ['ada@example.com', '+14165550199', '1 King St W, Toronto, ON M5H 1A1'],
      Organization: ['TripX Travel (TRIPX)'],
      Agent: ['Alex Agent'],
      Premium: ['$100.00'],
      Paid: ['$100.00'],
      Refunded: ['$25.00'],
    });
    expect(await timelineOf('Timeline of changes')).toEqual([
      ['Created', '2026-11-01 5:00am EST', 'Status: (none) → Pending', 'By Alex Agent · Channel: Agent'],
      [
        'Changed',
        '2026-11-25 2:30pm EST',
        'Return date: 2026-12-10 → 2026-12-13',
        'By Sam Staff · Channel: Staff app',
      ],
      [
        'Change undone (payment declined)',
        '2026-06-30 11:30pm EDT',
        'Dependent 2, date of birth: 2015-05-01 → 2015-04-30',
        'By the system · Channel: System',
      ],
    ]);
  });

  it('in French: the same in French words, French date-times with HNE/HAE, no code shown raw', async () => {
    await viewOf('fr');
    const overview = await screen.findByRole('region', { name: 'Aperçu de TX1' });
    const facts = factsOf(overview);
    expect([facts['Statut'], facts['Couverture'], facts['Organisation'], facts['Remboursé']]).toEqual([
      ['Active'],
      ['du 2026-12-01 au 2026-12-10'],
      ['Voyages TripX (TRIPX)'],
      [`25,00${NB}$`],
    ]);
    expect(facts['Régime']).toEqual(['Soins médicaux d’urgence (SEMH)']);
    const timeline = await timelineOf('Historique des modifications');
    expect(timeline).toEqual([
      [
        'Créée',
        `1er${NB}novembre${NB}2026, 5${NB}h${NB}00${NB}HNE`,
        `Statut${NB}: (aucun) → En attente`,
        `Par Alex Agent · Canal${NB}: Agent`,
      ],
      [
        'Modifiée',
        `25${NB}novembre${NB}2026, 14${NB}h${NB}30${NB}HNE`,
        `Date de retour${NB}: 10${NB}décembre${NB}2026 → 13${NB}décembre${NB}2026`,
        `Par Sam Staff · Canal${NB}: Application du personnel`,
      ],
      [
        'Modification annulée (paiement refusé)',
        `30${NB}juin${NB}2026, 23${NB}h${NB}30${NB}HAE`,
        `Personne à charge 2, date de naissance${NB}: 1er${NB}mai${NB}2015 → 30${NB}avril${NB}2015`,
        `Par le système · Canal${NB}: Système`,
      ],
    ]);
    expect(screen.queryByText(/ENDORSED|PENDING|STAFF|SYSTEM|TRAVELLING_CANADIANS/)).toBeNull();
    // The booking's details under the timeline speak French too: the category, the plan, the organization,
    // the province of residence by its name.
    expect(screen.getByText('Canadiens en voyage')).toBeInTheDocument();
    expect(screen.getByText('Colombie-Britannique')).toBeInTheDocument();
    expect(screen.queryByText('BC')).toBeNull();
    expect(screen.getAllByText('Voyages TripX (TRIPX)')).toHaveLength(2);
    expect(screen.getAllByText('Soins médicaux d’urgence (SEMH)')).toHaveLength(2);
  });

  it('a consumer sale of an older policy: no agent, the plan by its code, no contact on file, each said so', async () => {
    const booking = aBooking();
    const pax = { ...booking.paxes[0]!, plan: { code: 'SEMH', name: null }, contact: {} };
    const consumerSale = aBooking({ paxes: [pax], soldBy: null, agentName: null, organizationName: null });
    await renderAt(
      '/policy/endorsement/TX1/view',
      'Staff_Viewer',
      fakePolicyService({ policy: () => Promise.resolve(success(consumerSale)) }),
    );
    const facts = factsOf(await screen.findByRole('region', { name: 'Overview of TX1' }));
    expect([facts['Plan'], facts['Agent'], facts['Contact'], facts['Organization']]).toEqual([
      ['SEMH'],
      ['None (sold without an agent)'],
      ['(none)'],
      ['TRIPX'],
    ]);
    expect(await screen.findByText('No change recorded.')).toBeInTheDocument();
  });

  it.each([
    {
      lang: 'en' as const,
      departure: 'Departure city',
      destinations: 'Destinations',
      benefits: 'Riders and optional benefits',
      places: ['New York (JFK), United States', 'ZZ'],
      from: 'Toronto (YYZ), Canada',
      riders: ['Trip cancellation (TCI)', 'OLD'],
    },
    {
      lang: 'fr' as const,
      departure: 'Ville de départ',
      destinations: 'Destinations',
      benefits: 'Avenants et garanties facultatives',
      places: ['New York (JFK), États-Unis', 'ZZ'],
      from: 'Toronto (YYZ), Canada',
      riders: ['Annulation de voyage (TCI)', 'OLD'],
    },
  ])(
    '$lang: the departure city, the destinations and the add-ons by their names; a code nobody knows as itself',
    async ({ lang, departure, destinations, benefits, places, from, riders }) => {
      await viewOf(lang);
      const details = factsOf(await screen.findByRole('region', { name: lang === 'fr' ? 'Voyage' : 'Trip' }));
      expect(details[departure]).toEqual([from]);
      expect(details[destinations]).toEqual(places);
      const travellers = factsOf(
        screen.getByRole('region', { name: lang === 'fr' ? 'Voyageurs' : 'Travellers' }),
      );
      expect(travellers[benefits]).toEqual(riders);
      expect(screen.queryByText(/^(YYZ|JFK,US|TCI)$/)).toBeNull();
    },
  );
});
