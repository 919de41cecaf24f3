export * from './get-policy/get-policy';
export * from './policy-read.repository.port';
export * from './search-policies/search-policies';
export * from './visibility';
