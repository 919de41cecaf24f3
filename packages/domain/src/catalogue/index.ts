export * from './localized';
export * from './benefit';
export * from './eligibility';
export * from './plan';
export * from './rate-table';
export * from './medical-questionnaire';
export * from './needs-analysis';
export * from './catalogue';
