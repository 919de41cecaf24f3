export * from './pdf-text';
