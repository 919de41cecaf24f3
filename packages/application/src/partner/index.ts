export * from './partner-caller';
export * from './partner.errors';
export * from './partner.tokens';
export * from './partner-keys.repository.port';
export * from './partner-transactions.port';
export * from './partner.module';
export * from './manage-partner-keys/manage-partner-keys';
export * from './authenticate-partner/authenticate-partner';
