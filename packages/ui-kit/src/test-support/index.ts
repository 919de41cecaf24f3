export * from './fake-broadcast-channel';
