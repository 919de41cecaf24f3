export * from './date-input.codes';
export * from './validate-date-input';
export * from './date-of-birth';
