export * from './get-translations/get-translations';
export * from './translation.repository.port';
export * from './translation.service.port';
