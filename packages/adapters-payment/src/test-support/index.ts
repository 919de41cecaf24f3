export * from './sandbox';
export * from './sandbox-storage.contract';
