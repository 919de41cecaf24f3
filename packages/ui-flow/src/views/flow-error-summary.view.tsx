import { ErrorSummary } from '@tripx/ui-kit';
import { useLabels } from './use-flow-labels';

/** The error summary of a step's form, titled in the buyer's language (ui-kit's ErrorSummary). */
export function FlowErrorSummary({ failedSubmits }: { readonly failedSubmits: number }) {
  const { t } = useLabels();
  return <ErrorSummary title={(count) => t('errorSummaryTitle', { count })} failedSubmits={failedSubmits} />;
}
