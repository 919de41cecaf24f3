import { callFailureKind } from '@tripx/ui-flow';
import { ErrorPage } from '@tripx/ui-kit';
import { useEffect, useRef } from 'react';
import { useRouteError } from 'react-router-dom';
import { useLabels } from '../../../platform/use-labels';
import { useOnline } from '../../../platform/use-online';
import { CallFailed } from '../call-failed';

export interface PageErrorProps {
  /** Loads the address again: every store reads what the buyer typed back from the session. */
  readonly reload: () => void;
}

/** What failed: no connection, a part of the app's code not downloaded, the server, or the app itself. */
type PageFailure = 'offline' | 'chunkError' | 'serverError' | 'unexpectedError';

/** A dynamic import that failed, as Chromium, Firefox and Safari word it. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed/;

const pageFailureOf = (error: unknown, online: boolean): PageFailure => {
  if (!online) return 'offline';
  if (error instanceof CallFailed)
    return callFailureKind(error.failure) === 'offline' ? 'offline' : 'serverError';
  if (error instanceof Error && CHUNK_FAILURE.test(error.message)) return 'chunkError';
  return 'unexpectedError';
};

/**
 * A page that could not be loaded or shown (the route's error), worded by what failed: offline (the
 * browser, or a call that reached no server), a part of the app's code that did not download, the
 * server's error (500), or an error of the app itself. Shown inside the app's frame when it can be,
 * so the organization's brand stays (white label: its logo, no language toggle nor menu). Retry loads
 * the same address again; offline, that waits for the connection and happens by itself once it is back.
 */
export function PageError({ reload }: PageErrorProps) {
  const { t } = useLabels('web.common');
  const error = useRouteError();
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (online && wasOffline.current) reload();
    wasOffline.current = !online;
  }, [online, reload]);
  const name = pageFailureOf(error, online);
  return (
    <div className="flow-page">
      <ErrorPage
        {...(name === 'serverError' ? { code: '500' } : {})}
        title={t(`${name}Title`)}
        help={[t(`${name}Help`), t('failureKept'), t('failureHelpDesk')]}
        retry={{
          label: t('retry'),
          onRetry: () => {
            if (online) reload();
          },
        }}
      />
    </div>
  );
}
