export * from './frame-config';
export * from './frame-server';
export { framePageCsp } from './frame-headers';
export type { FrameLogOptions } from './frame-logger';
