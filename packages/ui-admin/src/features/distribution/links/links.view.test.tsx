import { type DistributionService, type ExternalLinkResponse, failed, success } from '@tripx/application';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqScreen, FormsScreen, ResourcesScreen } from '../distribution-screens.view';
import { unusedService } from '../test-support/fake-distribution';
import { renderScreen } from '../test-support/render-screen';

const aLink = (over: Partial<ExternalLinkResponse> = {}): ExternalLinkResponse => ({
  id: 'l1',
  section: 'resources',
  organizationCode: null,
  labelEn: 'Claims guide',
  labelFr: 'Guide des réclamations',
  url: 'https://canada.ca/claims',
  sortOrder: 0,
  ...over,
});

/** A links service over a list kept in memory; records what each call asked. */
const linksOver = (kept: ExternalLinkResponse[]) => {
  const asked: unknown[][] = [];
  const service: DistributionService = {
    ...unusedService(),
    links: async (section) => (asked.push(['links', section]), success([...kept])),
    allowedDomains: async () => success(['canada.ca', 'gc.ca']),
    saveLink: async (section, link) => {
      asked.push(['saveLink', section, link]);
      const saved = aLink({ ...link, id: `l${kept.length + 1}`, section });
      kept.push(saved);
      return success(saved);
    },
    deleteLink: async (section, id) => {
      asked.push(['deleteLink', section, id]);
      kept.splice(
        kept.findIndex((l) => l.id === id),
        1,
      );
      return success({ deleted: true });
    },
  };
  return { service, asked };
};

const SCREENS = [
  ['resources', ResourcesScreen, 'Resources', 'Ressources'],
  ['forms', FormsScreen, 'Forms', 'Formulaires'],
  ['faq', FaqScreen, 'Frequently asked questions', 'Foire aux questions'],
] as const;

describe('the resources, forms and faq screens', () => {
  for (const [section, Screen, titleEn, titleFr] of SCREENS)
    it(`/${section}: a reader sees the section's links in the page's language, opening in a new tab, with no form (EN and FR)`, async () => {
      for (const [lang, title, label] of [
        ['en', titleEn, 'Claims guide'],
        ['fr', titleFr, 'Guide des réclamations'],
      ] as const) {
        const { service, asked } = linksOver([aLink({ section })]);
        await renderScreen(Screen, { role: 'Staff_Viewer', userType: 'LAN_ID', lang, service });
        expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        const link = await screen.findByRole('link', { name: label });
        expect(link).toHaveAttribute('href', 'https://canada.ca/claims');
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(screen.queryByRole('button')).toBeNull();
        expect(screen.queryByRole('textbox')).toBeNull();
        expect(asked).toEqual([['links', section]]);
        cleanup();
      }
    });

  it('an editor adds a link to the section (the allowed websites shown), the list read again and the form emptied', async () => {
    const { service, asked } = linksOver([]);
    const { toasts } = await renderScreen(FormsScreen, { role: 'Staff_Admin', userType: 'LAN_ID', service });
    expect(await screen.findByText('No links yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    const url = screen.getByRole('textbox', { name: /^Web address/ });
    expect(url).toHaveAccessibleDescription(/Allowed websites: canada\.ca, gc\.ca/);
    await user.type(screen.getByRole('textbox', { name: /^Link text in English/ }), 'Claim form');
    await user.type(
      screen.getByRole('textbox', { name: /^Link text in French/ }),
      'Formulaire de réclamation',
    );
    await user.type(url, 'https://canada.ca/form');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(await screen.findByRole('link', { name: 'Claim form' })).toHaveAttribute(
      'href',
      'https://canada.ca/form',
    );
    expect(asked.filter(([call]) => call === 'saveLink')).toEqual([
      [
        'saveLink',
        'forms',
        {
          labelEn: 'Claim form',
          labelFr: 'Formulaire de réclamation',
          url: 'https://canada.ca/form',
          sortOrder: 0,
        },
      ],
    ]);
    expect(url).toHaveValue('');
    expect(toasts.toasts.map((t) => t.message)).toEqual(['The link is saved.']);
  });

  it('an editor removes a link by its name in the page’s language (French)', async () => {
    const { service, asked } = linksOver([aLink({ section: 'faq' })]);
    await renderScreen(FaqScreen, { role: 'Staff_Admin', userType: 'LAN_ID', lang: 'fr', service });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retirer le lien Guide des réclamations' }));
    expect(await screen.findByText('Aucun lien pour l’instant.')).toBeInTheDocument();
    expect(asked).toContainEqual(['deleteLink', 'faq', 'l1']);
  });

  it('a refused website: the reason under the address, the form kept, a short notice above (EN and FR)', async () => {
    for (const [lang, notice, reason] of [
      [
        'en',
        'Some fields need correcting: see the message under each.',
        /Links to this website are not allowed/,
      ],
      [
        'fr',
        'Certains champs sont à corriger\u00a0: voyez le message sous chacun d’eux.',
        /Les liens vers ce site/,
      ],
    ] as const) {
      const service: DistributionService = {
        ...linksOver([]).service,
        saveLink: async () =>
          failed({
            kind: 'refused',
            code: 'badRequest',
            message: 'bad',
            status: 400,
            fields: [{ path: 'body.url', code: 'linkDomainNotAllowed' }],
          }),
      };
      await renderScreen(ResourcesScreen, { role: 'Staff_Admin', userType: 'LAN_ID', lang, service });
      const user = userEvent.setup();
      const url = await screen.findByRole('textbox', {
        name: lang === 'en' ? /^Web address/ : /^Adresse Web/,
      });
      await user.type(url, 'https://evil.example');
      await user.click(
        screen.getByRole('button', { name: lang === 'en' ? 'Add a link' : 'Ajouter un lien' }),
      );
      expect((await screen.findByRole('alert')).textContent).toBe(notice);
      expect(url).toHaveAccessibleDescription(reason);
      expect(url).toHaveValue('https://evil.example');
      await user.type(url, '/x');
      expect(url).not.toHaveAccessibleDescription(reason);
      cleanup();
    }
  });

  it('a list that cannot be read shows its error, not "no links"', async () => {
    await renderScreen(ResourcesScreen, {
      role: 'Staff_Viewer',
      userType: 'LAN_ID',
      service: { ...unusedService(), links: async () => failed({ kind: 'network', code: 'network' }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    expect(screen.queryByText('No links yet.')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
