import { ContainerModule } from 'inversify';
import { GetContentUseCase } from './get-content/get-content';
import { ResolveOrganizationUseCase } from './resolve-organization/resolve-organization';
import { ResolveSaleOrganizationUseCase } from './sale-organization/sale-organization';

/** The content context's use cases; its port (CONTENT_TOKENS) is bound by the server or a test. */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(GetContentUseCase).toSelf().inSingletonScope();
  bind(ResolveOrganizationUseCase).toSelf().inSingletonScope();
  bind(ResolveSaleOrganizationUseCase).toSelf().inSingletonScope();
});

/** The use cases the HTTP edge calls, taken from a container that loaded contentModule. */
export const contentUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  getContent: container.get(GetContentUseCase),
  resolveOrganization: container.get(ResolveOrganizationUseCase),
  saleOrganization: container.get(ResolveSaleOrganizationUseCase),
});
export type ContentUseCases = ReturnType<typeof contentUseCases>;
