import type { ApiFailure } from '@tripx/application';
import { ErrorPage } from '@tripx/ui-kit';
import { useEffect } from 'react';
import { callFailureKind } from '../platform/call-failure';
import { useLabels } from './use-flow-labels';

export interface CallFailureNoticeProps {
  readonly failure: ApiFailure | undefined;
  /** Repeats the call that failed; the step and what the buyer typed stay as they are. */
  readonly onRetry: () => void;
}

/**
 * A step's call that failed on our side or reached no server: said in words with a Retry, in the step,
 * which keeps everything typed. Offline, the call is tried again as soon as the browser is back
 * online. A refusal of who asks (a 403 other than the step's own, see callFailureKind) shows the forbidden
 * page in place of the step. Other refusals are the step's to show.
 */
export function CallFailureNotice({ failure, onRetry }: CallFailureNoticeProps) {
  const { t } = useLabels('web.common');
  const kind = failure && callFailureKind(failure);
  useEffect(() => {
    if (kind !== 'offline') return undefined;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [kind, onRetry]);
  if (!kind) return null;
  const retry = { label: t('retry'), onRetry };
  if (kind === 'forbidden')
    return <ErrorPage code="403" title={t('forbiddenTitle')} help={[t('forbiddenHelp')]} retry={retry} />;
  const name = kind === 'offline' ? 'offline' : 'serverError';
  return (
    <div role="alert" className="flow-alert flow-alert--error">
      <h2 className="flow-alert__title">{t(`${name}Title`)}</h2>
      <p>{t(`${name}Help`)}</p>
      <p>{t('failureKept')}</p>
      <button type="button" className="tx-button tx-button--secondary" onClick={onRetry}>
        {retry.label}
      </button>
    </div>
  );
}
