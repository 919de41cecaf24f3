import { TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../../app/admin-stores.context';
import type { ScreenProps } from '../../screens/screen-registry';
import { DataTable } from '../shared/data-table.view';
import { Pager } from '../shared/pager.view';
import { ATTEMPTS_PATH, policyPath } from '../shared/policy-paths';
import { useDateTime } from '../../../platform/use-date-time';
import { useMoney } from '../shared/use-money';
import { planName } from '../shared/booking-words';
import { SEARCH_FILTERS } from './policy-search.store';

/** Policy search at /policy (spec 2.3): the filters of spec 3, 10 a page, newest purchase first. */
export const PolicySearchScreen = observer(function PolicySearchScreen({ router }: ScreenProps) {
  const { t, i18n } = useTranslation('policies');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const dateTime = useDateTime();
  const money = useMoney();
  const { policies } = useAdminStores();
  const [store] = useState(() => policies.search());
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
          <button type="button" className="tx-button tx-button--secondary" onClick={() => store.cleared()}>
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
            page={result.page}
            pages={store.pages}
            busy={store.loading}
            onPage={(page) => void store.pageChosen(page)}
          />
        </>
      )}
    </section>
  );
});
