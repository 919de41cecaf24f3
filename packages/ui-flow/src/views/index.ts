/** The flow's views: the context an app provides and the page of each step (the later ones load on demand). */
export * from './flow-pages';
export * from './flow-view-context';
export * from './page-heading.view';
export * from './use-flow-labels';
export * from './payment/card-frame-input.view';
