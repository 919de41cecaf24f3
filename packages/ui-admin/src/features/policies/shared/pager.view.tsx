import { useTranslation } from 'react-i18next';

/** Previous / page n of m / next under a paged list of the policies screens. */
export function Pager(props: {
  readonly page: number;
  readonly pages: number;
  readonly busy: boolean;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation('policies');
  const { page, pages, busy, onPage } = props;
  return (
    <nav className="adm-pager" aria-label={t('search.paging')}>
      <button
        type="button"
        className="tx-button tx-button--secondary"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('search.previous')}
      </button>
      <span>{t('search.page', { page, pages })}</span>
      <button
        type="button"
        className="tx-button tx-button--secondary"
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('search.next')}
      </button>
    </nav>
  );
}
