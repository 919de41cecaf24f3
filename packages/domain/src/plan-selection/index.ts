export * from './plan-selection.types';
export * from './plan-selection';
export * from './plan-selection.totals';
export * from './plan-selection.events';
