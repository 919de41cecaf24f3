import type { PolicySortField } from '@tripx/domain';
import { TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../../app/admin-stores.context';
import type { ScreenProps } from '../../screens/screen-registry';
import { DataTable } from '../shared/data-table.view';
import { Pager } from '../shared/pager.view';
import { ATTEMPTS_PATH, policyPath } from '../shared/policy-paths';
import { useAddressedList } from '../../../platform/use-addressed-list';
import { useDateTime } from '../../../platform/use-date-time';
import { useMoney } from '../shared/use-money';
import { planName } from '../shared/booking-words';
import { SEARCH_FILTERS } from './policy-search.store';

/** The columns the server may sort the search by (POLICY_LIST), by the header that shows them. */
const SORTABLE = {
  policyNumber: 'policyNumber',
  traveller: 'traveller',
  planCode: 'planCode',
  status: 'status',
  startDate: 'startDate',
  endDate: 'endDate',
  purchaseDate: 'purchaseDate',
  premium: 'premium',
} as const satisfies Record<string, PolicySortField>;

/**
 * Policy search at /policy (spec 2.3): the filters of spec 3, 10 a page, newest purchase first when it
 * opens, any column sorted by the server; filters, sort and page in the address (a shared URL reopens
 * the same list).
 */
export const PolicySearchScreen = observer(function PolicySearchScreen({ router }: ScreenProps) {
  const { t, i18n } = useTranslation('policies');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const dateTime = useDateTime();
  const money = useMoney();
  const { policies } = useAdminStores();
  const [store] = useState(() => policies.search(router));
  useAddressedList(router, store);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.searched();
  };
  const result = store.result;
  return (
    <section className="adm-policies">
      <h1>{t('search.title')}</h1>
      <p>
        <a
          href={router.href(ATTEMPTS_PATH)}
          onClick={(e) => {
            e.preventDefault();
            router.navigate(ATTEMPTS_PATH);
          }}
        >
          {t('attempts.link')}
        </a>
      </p>
      <form className="adm-policies__filters" onSubmit={submit} aria-label={t('search.filters')}>
        {SEARCH_FILTERS.map((f) => (
          <TextInput
            key={f}
            label={t(`search.${f}`)}
            hint={f.endsWith('Date') ? t('dateHint') : undefined}
            error={store.invalidDates.includes(f) ? t('error.dateInvalid') : undefined}
            value={store.filters[f]}
            onChange={(v) => store.filterChanged(f, v)}
          />
        ))}
        <div className="adm-policies__actions">
          <button type="submit" className="tx-button tx-button--primary" disabled={store.loading}>
            {t('search.submit')}
          </button>
          <button
            type="button"
            className="tx-button tx-button--secondary"
            onClick={() => void store.cleared()}
          >
            {t('search.clear')}
          </button>
        </div>
      </form>
      {store.errorKey && <p role="alert">{t(store.errorKey)}</p>}
      {result && (
        <>
          <p aria-live="polite">{t('search.found', { count: result.total })}</p>
          {result.policies.length > 0 && (
            <DataTable
              caption={t('search.results')}
              sortable={SORTABLE}
              sort={store.listing.sort}
              onSort={(sort) => void store.sortChosen(sort)}
              busy={store.loading}
              columns={[
                'policyNumber',
                'traveller',
                'planCode',
                'status',
                'startDate',
                'endDate',
                'purchaseDate',
                'premium',
              ]}
              rows={result.policies.map((p) => [
                p.policyNumber,
                [
                  <a
                    key="open"
                    href={router.href(policyPath(p.policyNumber, 'policies'))}
                    onClick={(e) => {
                      e.preventDefault();
                      router.navigate(policyPath(p.policyNumber, 'policies'));
                    }}
                  >
                    {p.policyNumber}
                  </a>,
                  `${p.firstName} ${p.lastName}`,
                  planName({ code: p.planCode, name: p.planName }, lang),
                  t(`status.${p.policyStatus}`),
                  p.startDate,
                  p.endDate,
                  dateTime.day(p.purchaseDate),
                  money(p.premiumTotal),
                ],
              ])}
            />
          )}
          <Pager
            page={store.listing.pageIndex + 1}
            pages={store.pages}
            busy={store.loading}
            onPage={(page) => void store.pageChosen(page)}
          />
        </>
      )}
    </section>
  );
});
