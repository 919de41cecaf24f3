import type { Language } from '@tripx/domain';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../../../translations/web/common.en.json';
import commonFr from '../../../../../../translations/web/common.fr.json';
import { CallFailed } from '../call-failed';
import { PageError } from './page-error.view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

/** The page error with the real labels of a language, for a route that failed with `error`; answers its container. */
const shown = async (
  lang: Language,
  reload: () => void,
  error: unknown = new CallFailed({
    kind: 'refused',
    code: 'internalError',
    message: '',
    fields: [],
    status: 500,
  }),
): Promise<HTMLElement> => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    resources: { en: { 'web.common': common }, fr: { 'web.common': commonFr } },
  });
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw error;
      },
      Component: () => null,
      errorElement: <PageError reload={reload} />,
    },
  ]);
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    ),
  );
  await act(async () => {
    while (router.state.navigation.state !== 'idle' || !router.state.initialized)
      await new Promise<void>((resolve) => {
        const stop = router.subscribe(() => {
          stop();
          resolve();
        });
      });
  });
  return container;
};
const retry = (page: HTMLElement) => act(() => page.querySelector('button')?.click());
const connection = (now: boolean) =>
  act(() => {
    online = now;
    window.dispatchEvent(new Event(now ? 'online' : 'offline'));
  });

afterEach(() => {
  online = true;
  document.body.innerHTML = '';
});

describe('PageError (a page that could not be loaded)', () => {
  it('online: the server’s error (500) in words, and Retry loads the address again', async () => {
    const reload = vi.fn();
    const page = await shown('en', reload);
    expect(page.querySelector('h1')?.textContent).toBe('Internal server error');
    expect(page.textContent).toContain('500');
    expect(page.textContent).toContain('What you entered is kept.');
    retry(page);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline (in French): hors ligne; Retry waits, and the page loads again by itself once back online', async () => {
    online = false;
    const reload = vi.fn();
    const page = await shown('fr', reload);
    expect(page.querySelector('h1')?.textContent).toBe('Vous êtes hors ligne');
    expect(page.textContent).not.toContain('500');
    retry(page);
    expect(reload).not.toHaveBeenCalled();
    connection(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('worded by what failed: a call that reached no server, a part of the app not downloaded, the app’s own error (EN/FR)', async () => {
    const cases: [unknown, Language, string][] = [
      [new CallFailed({ kind: 'network', code: 'network' }), 'en', 'You are offline'],
      [
        new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
        'en',
        'This page could not be loaded',
      ],
      [new TypeError('Importing a module script failed.'), 'fr', 'Cette page n’a pas pu être chargée'],
      [new Error('render bug'), 'en', 'Something went wrong'],
      [new Error('render bug'), 'fr', 'Une erreur s’est produite'],
    ];
    for (const [error, lang, title] of cases) {
      const page = await shown(lang, vi.fn(), error);
      expect(page.querySelector('h1')?.textContent).toBe(title);
      expect(page.textContent).not.toContain('500');
      document.body.innerHTML = '';
    }
  });

  it('going offline while it shows turns it into the offline page', async () => {
    const reload = vi.fn();
    const page = await shown('en', reload);
    connection(false);
    expect(page.querySelector('h1')?.textContent).toBe('You are offline');
    expect(reload).not.toHaveBeenCalled();
  });
});
