import 'reflect-metadata';
import type { HttpClient } from '@tripx/adapters-http/client';
import type { AuthState } from '@tripx/application';
import type { i18n as I18n } from 'i18next';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ALL_NAMESPACES } from '../platform/i18n';
import { createAdminRouter } from './admin-router';
import { adminStoresOf, buildAdminContainer, httpServicesModule } from './admin.container';
import { AdminStoresContext } from './admin-stores.context';

/** What the page made before the signed-in app's code came: its labels, HTTP client and session. */
export interface PageStart {
  readonly i18n: I18n;
  readonly http: HttpClient;
  /** The session the server answered; undefined when it did not answer (loaded again here). */
  readonly state: AuthState | undefined;
}

/** The signed-in app: its router, one container over the page's HTTP client, every label file. */
export const startStaffApp = async (root: Root, page: PageStart): Promise<void> => {
  const router = createAdminRouter();
  const container = buildAdminContainer({ window, router }, httpServicesModule(page.http));
  const stores = adminStoresOf(container);
  await page.i18n.loadNamespaces([...ALL_NAMESPACES]);
  root.render(
    <AdminStoresContext.Provider value={stores}>
      <I18nextProvider i18n={page.i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </AdminStoresContext.Provider>,
  );
  if (page.state) stores.session.accept(page.state);
  else await stores.session.load();
};
