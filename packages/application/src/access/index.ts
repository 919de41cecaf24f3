export * from './may-act-on';
