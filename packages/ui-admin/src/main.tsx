import '@tripx/ui-kit/styles.css';
import '@tripx/ui-flow/styles.css';
import './app/admin.css';
import { HttpAuthApi, HttpTranslationService } from '@tripx/adapters-http/client';
import type { AuthState } from '@tripx/application';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { pageHttpClient } from './app/page-http';
import { appPath } from './features/routing/app-path';
import { SignedOutPage } from './features/sso/signed-out.page';
import { createI18n, languageFromUrl, SIGNED_OUT_NAMESPACES } from './platform/i18n';

/** The pages the signed-in app shows whoever asks (spec 2.8). */
const ERROR_PATHS = new Set(['/notfound', '/error', '/forbidden']);

/**
 * The page asks who is signed in and loads the shell's labels in its language, nothing more: someone
 * signed out gets the sign-on page from this entry alone (issue 17: at most 100 KB of script); the
 * signed-in app (container, router, stores, every screen) is loaded for everyone else.
 */
const start = async () => {
  const element = document.getElementById('root');
  if (!element) return;
  const root = createRoot(element);
  const http = pageHttpClient(window);
  const [i18n, state] = await Promise.all([
    createI18n(
      languageFromUrl(window.location.search),
      new HttpTranslationService(http),
      SIGNED_OUT_NAMESPACES,
    ),
    new HttpAuthApi(http).user().then(
      (s): AuthState | undefined => s,
      () => undefined,
    ),
  ]);
  if (state && !state.user && !ERROR_PATHS.has(appPath(window.location.pathname))) {
    root.render(
      <I18nextProvider i18n={i18n}>
        <SignedOutPage window={window} />
      </I18nextProvider>,
    );
    return;
  }
  const { startStaffApp } = await import('./app/staff-app');
  await startStaffApp(root, { i18n, http, state });
};

void start();
