import 'reflect-metadata';
import '@tripx/ui-kit/styles.css';
import '@tripx/ui-flow/styles.css';
import './app/admin.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { buildAdminContainer } from './app/admin.container';
import { ADMIN_TOKENS } from './app/admin.tokens';
import { App } from './app/app.view';
import type { RouterStore } from './features/routing/router.store';
import type { SessionStore } from './features/session/session.store';
import type { ToastStore } from './features/toasts/toast.store';
import { FetchAuthApi } from './platform/auth-api';
import { browserHistory } from './platform/history';
import { createI18n, languageFromUrl } from './platform/i18n';

const start = async () => {
  const container = buildAdminContainer({ authApi: new FetchAuthApi(), history: browserHistory(window) });
  const session = container.get<SessionStore>(ADMIN_TOKENS.sessionStore);
  const router = container.get<RouterStore>(ADMIN_TOKENS.routerStore);
  const toasts = container.get<ToastStore>(ADMIN_TOKENS.toastStore);
  const i18n = await createI18n(languageFromUrl(window.location.search));
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <App container={container} session={session} router={router} toasts={toasts} />
    </I18nextProvider>,
  );
  await session.load();
};

void start();
