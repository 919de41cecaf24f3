import { useLabels as useFlowLabels } from '@tripx/ui-flow/views';
import type { Namespace } from './i18n';

/** The flow's label hook over this app's namespaces (the flow's and its own pages'). */
export const useLabels = (ns: Namespace = 'web.common') => useFlowLabels<Namespace>(ns);
