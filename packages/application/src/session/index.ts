export * from './keep-alive/keep-alive';
export * from './session';
export * from './session.repository.port';
export * from './session-organization';
export * from './session.service.port';
export * from './session.errors';
export * from './session.module';
export * from './session.tokens';
