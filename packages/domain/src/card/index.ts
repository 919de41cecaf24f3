export * from './card.codes';
export * from './card-brand';
export * from './luhn';
export * from './card-number';
export * from './manual-token';
