export * from './profile-status';
export * from './agent-search-row';
