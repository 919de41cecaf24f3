import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@tripx/ui-kit';
import type { Listing } from '../../../platform/listing';
import { useErrorLabels } from './error-labels';

/** Previous / next paging of a listing (spec 9: 10 rows a page), with "page n of m". */
export const Pager = observer(function Pager({ listing }: { readonly listing: Listing<string> }) {
  const { t } = useTranslation('distribution');
  return (
    <Pagination
      className="dst-pager"
      page={listing.pageIndex + 1}
      pages={listing.pageCount}
      onPage={(page) => void listing.pageChanged(page - 1)}
      labels={{
        label: t('paging'),
        previous: t('previousPage'),
        next: t('nextPage'),
        pageOf: (page, count) => t('pageOf', { page, count }),
      }}
    />
  );
});

/** A form that submits without leaving the page (filters in a row, or a form in a column). */
export function SubmitForm(props: {
  readonly layout: 'filters' | 'form';
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  return (
    <form
      className={props.layout === 'filters' ? 'dst-filters' : 'dst-form'}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.children}
    </form>
  );
}

/** The error of one call, announced to screen readers. */
export function CallErrorMessage({ error }: { readonly error: { readonly message: string } | null }) {
  const { t } = useTranslation('distribution');
  return error ? (
    <p role="alert" className="dst-error">
      {t(error.message)}
    </p>
  ) : null;
}

/** The screen's title from the shell's labels; every distribution screen has one, so it loads the error labels. */
export function ScreenHeading({ titleKey }: { readonly titleKey: string }) {
  const { t } = useTranslation('shell');
  useErrorLabels();
  return <h1 tabIndex={-1}>{t(titleKey)}</h1>;
}
