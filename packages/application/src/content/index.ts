export * from './get-content/get-content';
export * from './organization.repository.port';
export * from './resolve-organization/resolve-organization';
export * from './sale-organization/sale-organization';
export * from './content.service.port';
export * from './content.errors';
export * from './content.module';
export * from './content.tokens';
