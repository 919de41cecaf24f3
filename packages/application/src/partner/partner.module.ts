import { ContainerModule } from 'inversify';
import {
  AuthenticatePartnerUseCase,
  RecordPartnerKeyUseUseCase,
} from './authenticate-partner/authenticate-partner';
import {
  CreatePartnerKeyUseCase,
  PartnerKeyIssuer,
  ListPartnerKeysUseCase,
  RevokePartnerKeyUseCase,
  RotatePartnerKeyUseCase,
} from './manage-partner-keys/manage-partner-keys';

/** Every partner-key use case, by the name the HTTP edge calls it. */
const USE_CASES = {
  createKey: CreatePartnerKeyUseCase,
  listKeys: ListPartnerKeysUseCase,
  rotateKey: RotatePartnerKeyUseCase,
  revokeKey: RevokePartnerKeyUseCase,
  authenticate: AuthenticatePartnerUseCase,
  recordUse: RecordPartnerKeyUseUseCase,
} as const;

export const PARTNER_USE_CASES: readonly (abstract new (...args: never[]) => unknown)[] =
  Object.values(USE_CASES);

/**
 * The partner-key context's use cases. Its ports (PARTNER_TOKENS: the key store and its
 * transaction boundary, secrets and their digest, the clock) are bound by whoever composes it.
 */
export const partnerModule = new ContainerModule(({ bind }) => {
  bind(PartnerKeyIssuer).toSelf().inSingletonScope();
  for (const useCase of Object.values(USE_CASES)) bind(useCase).toSelf().inSingletonScope();
});

export type PartnerUseCases = {
  readonly [K in keyof typeof USE_CASES]: InstanceType<(typeof USE_CASES)[K]>;
};

/** The use cases the HTTP edge calls, taken from a container that loaded partnerModule. */
export const partnerUseCases = (container: {
  get<T>(id: abstract new (...args: never[]) => T): T;
}): PartnerUseCases => ({
  createKey: container.get(CreatePartnerKeyUseCase),
  listKeys: container.get(ListPartnerKeysUseCase),
  rotateKey: container.get(RotatePartnerKeyUseCase),
  revokeKey: container.get(RevokePartnerKeyUseCase),
  authenticate: container.get(AuthenticatePartnerUseCase),
  recordUse: container.get(RecordPartnerKeyUseUseCase),
});
