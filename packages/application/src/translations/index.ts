export * from './get-translations/get-translations';
export * from './translation.repository.port';
