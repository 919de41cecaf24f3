import { ErrorPage } from '@tripx/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../app/admin-stores.context';
import type { RouterStore } from '../routing/router.store';
import { OrganizationBrand } from '../shell/organization-brand.view';

export type ErrorKind = 'notfound' | 'error' | 'forbidden';
/** `inDefaultOrganization`: shown with the default organization's face (spec 2.6: CM). */
const PAGES: Record<ErrorKind, { code: string; title: string; inDefaultOrganization: boolean }> = {
  notfound: { code: '404', title: 'notFoundTitle', inDefaultOrganization: true },
  error: { code: '500', title: 'serverErrorTitle', inDefaultOrganization: true },
  forbidden: { code: '403', title: 'forbiddenTitle', inDefaultOrganization: false },
};

/**
 * The default organization's face (CM: a direct brand, so its name), whichever organization the
 * session works for. Only what the screen shows: the session's organization and scope stay the server's.
 */
function DefaultOrganization({ router }: { readonly router: RouterStore }) {
  const { defaultOrganization } = useAdminStores();
  useEffect(() => void defaultOrganization.load(router.lang, undefined), [defaultOrganization, router.lang]);
  return <OrganizationBrand content={defaultOrganization} named />;
}

interface Props {
  readonly kind: ErrorKind;
  readonly router: RouterStore;
  /** Repeats what failed (the session's load), beside the link. */
  readonly onRetry?: () => void;
}

/**
 * Spec 2.8: the title in the current language, the help text and a link to the personal page; the
 * not-found and server-error screens in the default organization (spec 2.6).
 */
export function ErrorScreen({ kind, router, onRetry }: Props) {
  const { t } = useTranslation();
  const page = PAGES[kind];
  return (
    <>
      {page.inDefaultOrganization && <DefaultOrganization router={router} />}
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
    </>
  );
}
