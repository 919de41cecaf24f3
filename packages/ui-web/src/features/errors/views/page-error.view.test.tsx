import type { Language } from '@tripx/domain';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../../../translations/web/common.en.json';
import commonFr from '../../../../../../translations/web/common.fr.json';
import { PageError } from './page-error.view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

/** The page error with the real labels of a language; answers its container. */
const shown = (lang: Language, reload: () => void): HTMLElement => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    resources: { en: { 'web.common': common }, fr: { 'web.common': commonFr } },
  });
  const container = document.body.appendChild(document.createElement('div'));
  act(() =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <PageError reload={reload} />
      </I18nextProvider>,
    ),
  );
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
  it('online: the server’s error (500) in words, and Retry loads the address again', () => {
    const reload = vi.fn();
    const page = shown('en', reload);
    expect(page.querySelector('h1')?.textContent).toBe('Internal server error');
    expect(page.textContent).toContain('500');
    expect(page.textContent).toContain('What you entered is kept.');
    retry(page);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline (in French): hors ligne; Retry waits, and the page loads again by itself once back online', () => {
    online = false;
    const reload = vi.fn();
    const page = shown('fr', reload);
    expect(page.querySelector('h1')?.textContent).toBe('Vous êtes hors ligne');
    expect(page.textContent).not.toContain('500');
    retry(page);
    expect(reload).not.toHaveBeenCalled();
    connection(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('going offline while it shows turns it into the offline page', () => {
    const reload = vi.fn();
    const page = shown('en', reload);
    connection(false);
    expect(page.querySelector('h1')?.textContent).toBe('You are offline');
    expect(reload).not.toHaveBeenCalled();
  });
});
