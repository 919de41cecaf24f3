export * from './distribution.codes';
export * from './licence';
export * from './agent-profile';
export * from './agent-search';
