export * from './organization-names';
export * from './organization-display';
export * from './consumer-referral';
