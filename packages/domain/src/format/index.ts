export * from './money-format';
export * from './time-zone-abbreviation';
export * from './date-format';
