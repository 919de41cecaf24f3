import { ErrorPage } from '@tripx/ui-kit';
import { useTranslation } from 'react-i18next';
import type { RouterStore } from '../routing/router.store';

export type ErrorKind = 'notfound' | 'error' | 'forbidden';
const PAGES: Record<ErrorKind, { code: string; title: string }> = {
  notfound: { code: '404', title: 'notFoundTitle' },
  error: { code: '500', title: 'serverErrorTitle' },
  forbidden: { code: '403', title: 'forbiddenTitle' },
};

interface Props {
  readonly kind: ErrorKind;
  readonly router: RouterStore;
  /** Repeats what failed (the session's load), beside the link. */
  readonly onRetry?: () => void;
}

/** Spec 2.8: the title in the current language, the help text and a link to the personal page. */
export function ErrorScreen({ kind, router, onRetry }: Props) {
  const { t } = useTranslation();
  const page = PAGES[kind];
  return (
    <ErrorPage
      code={page.code}
      title={t(page.title)}
      help={[t('helpCheckAddress'), t('helpRetype'), t('helpContact')]}
      {...(onRetry ? { retry: { label: t('tryAgain'), onRetry } } : {})}
      link={{
        href: router.href('/'),
        label: t('personalPage'),
        onNavigate: (e) => {
          e.preventDefault();
          router.navigate('/');
        },
      }}
    />
  );
}
