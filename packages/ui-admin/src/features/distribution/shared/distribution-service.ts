import { HttpClient, HttpDistributionService, type DistributionService } from '@tripx/adapters-http/client';
import axios from 'axios';
import type { Container } from 'inversify';
import { ADMIN_TOKENS } from '../../../app/admin.tokens';
import type { RouterStore } from '../../routing/router.store';

export const DISTRIBUTION_TOKENS = {
  service: Symbol.for('tripx.admin.distributionService'),
} as const;

/**
 * The distribution calls of the container: bound on first use (the HTTP client in the page's
 * language, its CSRF token fetched once); tests bind their own service before rendering.
 */
export const distributionService = (c: Container): DistributionService => {
  if (!c.isBound(DISTRIBUTION_TOKENS.service))
    c.bind<DistributionService>(DISTRIBUTION_TOKENS.service)
      .toDynamicValue((ctx) => {
        const router = ctx.get<RouterStore>(ADMIN_TOKENS.routerStore);
        const http = new HttpClient(axios.create(), { lang: () => router.lang, refCode: () => undefined });
        void http.start();
        return new HttpDistributionService(http);
      })
      .inSingletonScope();
  return c.get<DistributionService>(DISTRIBUTION_TOKENS.service);
};
