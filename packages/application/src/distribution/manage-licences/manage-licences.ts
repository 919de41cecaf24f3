import 'reflect-metadata';
import { licenceWriteAllowed, mayAuthorizeLicences } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import { mayActOn, organizationTarget, userTarget } from '../../access/may-act-on';
import type { Actor } from '../../session/session';
import type { DistributionAdminRepository, LicenceInput } from '../distribution-admin.repository.port';
import type { DistributionReadRepository, LicenceRow } from '../distribution-read.repository.port';
import {
  conflict,
  invalidForm,
  notFound,
  staffOnly,
  type DistributionNotFound,
  type DistributionWriteError,
} from '../distribution.errors';
import type { DistributionTransactions, IdSource } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { readLicenceForm } from './licence-form';

export interface LicenceDeps {
  readonly repo: Pick<
    DistributionAdminRepository,
    'insertLicence' | 'findLicence' | 'updateLicence' | 'licenceNumberTaken'
  >;
  readonly read: Pick<DistributionReadRepository, 'findProfile' | 'organizations'>;
  newId(): string;
}

export type LicenceOwner =
  | { readonly kind: 'AGENCY'; readonly organizationCode: string }
  | { readonly kind: 'AGENT'; readonly profileRef: string };

/** Who holds a licence: the agency (its organization) or the agent (the profile, all its organizations). */
const reachesOwner = async (
  read: LicenceDeps['read'],
  actor: Actor,
  owner: LicenceOwner,
): Promise<{ organizationCode: string } | undefined> => {
  if (owner.kind === 'AGENCY') {
    const known = (await read.organizations()).some((o) => o.code === owner.organizationCode);
    return known && mayActOn(actor, organizationTarget(owner.organizationCode))
      ? { organizationCode: owner.organizationCode }
      : undefined;
  }
  const profile = await read.findProfile(owner.profileRef);
  return profile && mayActOn(actor, userTarget(profile))
    ? { organizationCode: profile.organizationCode }
    : undefined;
};

/** Licences are authorized by the insurer only (a partner may keep, never grant, AUTHORIZED). */
const authorizationAllowed = (actor: Actor, after: LicenceInput, before?: LicenceRow): boolean =>
  actor.kind === 'user' && licenceWriteAllowed(mayAuthorizeLicences(actor), after, before);

const asRecord = (v: unknown): Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Create an agency licence (organizationCode, license) or an agent licence (profileRef, license),
 * spec 3: the caller must reach the agency, or the agent (the licence is of its default
 * organization), and may create it AUTHORIZED only as insurer staff.
 */
export const createLicence = (
  deps: LicenceDeps,
  actor: Actor,
  owner: LicenceOwner,
  license: unknown,
): Effect.Effect<LicenceRow, DistributionWriteError> =>
  Effect.gen(function* () {
    const reached = yield* Effect.promise(() => reachesOwner(deps.read, actor, owner));
    if (!reached) return yield* Effect.fail(notFound());
    const form = readLicenceForm(asRecord(license));
    if (!form.ok) return yield* Effect.fail(invalidForm(form.errors));
    if (!authorizationAllowed(actor, form.value)) return yield* Effect.fail(staffOnly());
    const { licensedProvince, licenseNumber } = form.value;
    if (yield* Effect.promise(() => deps.repo.licenceNumberTaken(licensedProvince, licenseNumber)))
      return yield* Effect.fail(conflict());
    const id = deps.newId();
    yield* Effect.promise(() =>
      deps.repo.insertLicence({
        ...form.value,
        id,
        organizationCode: reached.organizationCode,
        ...(owner.kind === 'AGENT' ? { profileRef: owner.profileRef } : {}),
      }),
    );
    const saved = yield* Effect.promise(() => deps.repo.findLicence(id));
    return saved ?? (yield* Effect.fail(notFound()));
  });

/** A licence of that owner (`{path}/{id}/license/{licenseId}`), if the caller may see it. */
export const getLicence = (
  deps: Pick<LicenceDeps, 'repo' | 'read'>,
  actor: Actor,
  owner: LicenceOwner,
  licenceId: string,
): Effect.Effect<LicenceRow, DistributionNotFound> =>
  Effect.gen(function* () {
    const l = yield* Effect.promise(() => deps.repo.findLicence(licenceId));
    const belongs =
      l &&
      (owner.kind === 'AGENT'
        ? l.profileRef === owner.profileRef
        : l.profileRef === undefined && l.organizationCode === owner.organizationCode);
    if (!l || !belongs || !mayActOn(actor, organizationTarget(l.organizationCode)))
      return yield* Effect.fail(notFound());
    const reached = yield* Effect.promise(() => reachesOwner(deps.read, actor, owner));
    return reached ? l : yield* Effect.fail(notFound());
  });

/** PUT of the same path: the whole `license` object again (isDeleted marks it deleted). */
export const updateLicence = (
  deps: Pick<LicenceDeps, 'repo' | 'read'>,
  actor: Actor,
  owner: LicenceOwner,
  licenceId: string,
  license: unknown,
): Effect.Effect<LicenceRow, DistributionWriteError> =>
  Effect.gen(function* () {
    const found = yield* getLicence(deps, actor, owner, licenceId);
    const form = readLicenceForm(asRecord(license));
    if (!form.ok) return yield* Effect.fail(invalidForm(form.errors));
    if (!authorizationAllowed(actor, form.value, found)) return yield* Effect.fail(staffOnly());
    const { licensedProvince, licenseNumber } = form.value;
    if (yield* Effect.promise(() => deps.repo.licenceNumberTaken(licensedProvince, licenseNumber, licenceId)))
      return yield* Effect.fail(conflict());
    yield* Effect.promise(() => deps.repo.updateLicence(licenceId, form.value));
    return yield* getLicence(deps, actor, owner, licenceId);
  });

@injectable()
export class CreateLicenceUseCase {
  constructor(
    @inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions,
    @inject(DISTRIBUTION_TOKENS.Ids) private readonly ids: IdSource,
  ) {}

  execute(
    actor: Actor,
    owner: LicenceOwner,
    license: unknown,
  ): Effect.Effect<LicenceRow, DistributionWriteError> {
    return this.tx.transact((s) =>
      createLicence({ repo: s.admin, read: s.read, newId: () => this.ids.newId() }, actor, owner, license),
    );
  }
}

@injectable()
export class GetLicenceUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(
    actor: Actor,
    owner: LicenceOwner,
    licenceId: string,
  ): Effect.Effect<LicenceRow, DistributionNotFound> {
    const { admin, read } = this.tx.stores;
    return getLicence({ repo: admin, read }, actor, owner, licenceId);
  }
}

@injectable()
export class UpdateLicenceUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(
    actor: Actor,
    owner: LicenceOwner,
    licenceId: string,
    license: unknown,
  ): Effect.Effect<LicenceRow, DistributionWriteError> {
    return this.tx.transact((s) =>
      updateLicence({ repo: s.admin, read: s.read }, actor, owner, licenceId, license),
    );
  }
}
