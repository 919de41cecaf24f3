export * from './quote-form.repository.port';
export * from './record-lead/record-lead';
export * from './sync-quote-form/sync-quote-form';
export * from './quote-forms.module';
export * from './quote-forms.tokens';
export * from './quote-form-request';
