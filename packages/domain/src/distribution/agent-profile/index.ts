export * from './agent-profile.types';
export * from './create-agent-profile';
export * from './update-agent-profile';
