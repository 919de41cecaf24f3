import {
  HttpClient,
  HttpPolicyMaintenanceService,
  type PolicyMaintenanceService,
} from '@tripx/adapters-http/client';
import axios from 'axios';
import type { Container } from 'inversify';
import type { RouterStore } from '../../routing/router.store';

const SERVICE = Symbol.for('tripx.admin.policyMaintenanceService');

/**
 * The policy calls of the container: bound on first use over HTTP (same origin, the page's language);
 * a test binds its own implementation first.
 */
export const policyService = (container: Container, router: RouterStore): PolicyMaintenanceService => {
  if (!container.isBound(SERVICE)) {
    // No start(): the first unsafe call fetches the CSRF token (the client's stale-session retry).
    const http = new HttpClient(axios.create(), { lang: () => router.lang, refCode: () => undefined });
    container.bind<PolicyMaintenanceService>(SERVICE).toConstantValue(new HttpPolicyMaintenanceService(http));
  }
  return container.get<PolicyMaintenanceService>(SERVICE);
};

export const bindPolicyService = (container: Container, service: PolicyMaintenanceService): void => {
  container.bind<PolicyMaintenanceService>(SERVICE).toConstantValue(service);
};
