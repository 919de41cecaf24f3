import { ErrorPage } from '@tripx/ui-kit';
import { useEffect, useRef } from 'react';
import { useLabels } from '../../../platform/use-labels';
import { useOnline } from '../../../platform/use-online';

export interface PageErrorProps {
  /** Loads the address again: every store reads what the buyer typed back from the session. */
  readonly reload: () => void;
}

/**
 * A page that could not be loaded (its code or its data: the route's error): offline when the browser
 * is, else the server's error. Shown inside the app's frame, so the organization's brand stays (white
 * label: its logo, no language toggle nor menu). Retry loads the same address again; offline, that
 * waits for the connection and happens by itself once it is back.
 */
export function PageError({ reload }: PageErrorProps) {
  const { t } = useLabels('web.common');
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (online && wasOffline.current) reload();
    wasOffline.current = !online;
  }, [online, reload]);
  const name = online ? 'serverError' : 'offline';
  return (
    <div className="flow-page">
      <ErrorPage
        {...(online ? { code: '500' } : {})}
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
