export * from './quote-form.repository.port';
export * from './record-lead/record-lead';
export * from './sync-quote-form/sync-quote-form';
