export * from './product-card.codes';
export * from './product-card.types';
export * from './card-selection';
export * from './card-questionnaire';
export * from './card-inputs';
export * from './top-up-days';
export * from './card-parameters';
export * from './card-calculation';
