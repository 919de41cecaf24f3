import { Pagination } from '@tripx/ui-kit';
import { useTranslation } from 'react-i18next';

/** Previous / page n of m / next under a paged list of the policies screens. */
export function Pager(props: {
  readonly page: number;
  readonly pages: number;
  readonly busy: boolean;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation('policies');
  return (
    <Pagination
      {...props}
      labels={{
        label: t('search.paging'),
        previous: t('search.previous'),
        next: t('search.next'),
        pageOf: (page, pages) => t('search.page', { page, pages }),
      }}
    />
  );
}
