export * from './result';
export * from './calendar-date';
export * from './enums';
export * from './limits';
export * from './money';
