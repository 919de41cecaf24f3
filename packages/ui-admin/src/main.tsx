import 'reflect-metadata';
import '@tripx/ui-kit/styles.css';
import '@tripx/ui-flow/styles.css';
import './app/admin.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { adminStoresOf, buildAdminContainer, translationsOf } from './app/admin.container';
import { AdminStoresContext } from './app/admin-stores.context';
import { RouterProvider } from 'react-router-dom';
import { createAdminRouter } from './app/admin-router';
import { createI18n, languageFromUrl } from './platform/i18n';

const start = async () => {
  const router = createAdminRouter();
  const container = buildAdminContainer({ window, router });
  const stores = adminStoresOf(container);
  const i18n = await createI18n(languageFromUrl(window.location.search), translationsOf(container));
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <AdminStoresContext.Provider value={stores}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </AdminStoresContext.Provider>,
  );
  await stores.session.load();
};

void start();
