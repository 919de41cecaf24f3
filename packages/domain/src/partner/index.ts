export * from './partner-key';
