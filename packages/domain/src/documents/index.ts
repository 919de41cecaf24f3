export * from './document-language';
export * from './rescission-notice';
