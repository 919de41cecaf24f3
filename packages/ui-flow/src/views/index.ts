/**
 * The flow's views: the context an app provides, and the first step's page. The later pages load on
 * demand from their own modules (`@tripx/ui-flow/views/plan-selection/plan-selection.page`, …).
 */
export * from './flow-view-context';
export * from './page-heading.view';
export * from './quick-quote/traveller-details.page';
export * from './use-flow-labels';
