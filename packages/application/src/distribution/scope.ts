import type { Actor } from '../session/session';
import type { OrganizationScope } from './distribution-read.repository.port';

/** Insurer staff (data scope ALL) see every organization; others their own and those below. */
export const organizationScopeOf = (actor: Actor): OrganizationScope =>
  actor.kind === 'user' && actor.dataScope === 'ALL'
    ? { kind: 'ALL' }
    : { kind: 'SOME', codes: actor.kind === 'user' ? actor.organizationsInScope : [] };

export const inScope = (scope: OrganizationScope, code: string): boolean =>
  scope.kind === 'ALL' || scope.codes.includes(code);
