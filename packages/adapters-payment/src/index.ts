export * from './card-entry/card-entry';
export * from './sandbox';
export * from './frame';
