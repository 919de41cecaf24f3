export * from './search-locations/search-locations';
export * from './travel-location.repository.port';
export * from './location.service.port';
export * from './locations.module';
export * from './locations.tokens';
