import type { AttemptSortField } from '@tripx/domain';
import { Dropdown, TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../../app/admin-stores.context';
import type { ScreenProps } from '../../screens/screen-registry';
import { DataTable } from '../shared/data-table.view';
import { Pager } from '../shared/pager.view';
import { useAddressedList } from '../../../platform/use-addressed-list';
import { useDateTime } from '../../../platform/use-date-time';
import { useMoney } from '../shared/use-money';
import { planName } from '../shared/booking-words';
import { ATTEMPT_STATUS_FILTERS } from './attempts.store';

/** The columns the server may sort the attempts by (ATTEMPT_LIST), by the header that shows them. */
const SORTABLE = {
  attemptedAt: 'createdAt',
  outcome: 'status',
  seller: 'organizationCode',
  trip: 'startDate',
  premium: 'total',
} as const satisfies Record<string, AttemptSortField>;

/**
 * /policy/attempts: declined and abandoned purchases to follow up (who, how to reach them, what they
 * tried to buy, why it failed). They are not policies: no policy number, no action on a policy.
 * Filters, sort and page in the address (a shared URL reopens the same list).
 */
export const AttemptsScreen = observer(function AttemptsScreen({ router }: ScreenProps) {
  const { t, i18n } = useTranslation('policies');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const money = useMoney();
  const when = useDateTime();
  const { policies } = useAdminStores();
  const [store] = useState(() => policies.attempts(router));
  useAddressedList(router, store);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.load();
  };
  const result = store.result;
  return (
    <section className="adm-policies">
      <h1>{t('attempts.title')}</h1>
      <p>{t('attempts.intro')}</p>
      <form className="adm-policies__filters" onSubmit={submit} aria-label={t('attempts.filters')}>
        <Dropdown
          label={t('attempts.status')}
          value={store.status}
          options={ATTEMPT_STATUS_FILTERS.map((s) => ({ value: s, label: t(`attempts.status.${s}`) }))}
          onChange={(v) => store.statusChosen(v)}
        />
        {(['from', 'to'] as const).map((f) => (
          <TextInput
            key={f}
            label={t(`attempts.${f}`)}
            hint={t('dateHint')}
            error={store.invalidDates.includes(f) ? t('error.dateInvalid') : undefined}
            value={store[f]}
            onChange={(v) => store.dateChanged(f, v)}
          />
        ))}
        <div className="adm-policies__actions">
          <button type="submit" className="tx-button tx-button--primary" disabled={store.loading}>
            {t('attempts.submit')}
          </button>
        </div>
      </form>
      {store.errorKey && <p role="alert">{t(store.errorKey)}</p>}
      {result && (
        <>
          <p aria-live="polite">{t('attempts.found', { count: result.total })}</p>
          {result.attempts.length > 0 && (
            <DataTable
              caption={t('attempts.results')}
              sortable={SORTABLE}
              sort={store.listing.sort}
              onSort={(sort) => void store.sortChosen(sort)}
              busy={store.loading}
              columns={[
                'attemptedAt',
                'outcome',
                'traveller',
                'contact',
                'planCode',
                'trip',
                'seller',
                'premium',
              ]}
              rows={result.attempts.map((a) => [
                a.groupNumber,
                [
                  when.at(a.createdAt),
                  <span key="outcome" data-status={a.status}>
                    {t(`attempts.status.${a.status}`)}
                    {a.reason && ` (${t(`attempts.reason.${a.reason}`, { defaultValue: a.reason })})`}
                  </span>,
                  a.travellers.map((p) => `${p.firstName} ${p.lastName}`).join(', '),
                  <span key="contact">
                    {a.email && <a href={`mailto:${a.email}`}>{a.email}</a>}
                    {a.email && a.phone && ' · '}
                    {a.phone && <a href={`tel:${a.phone}`}>{a.phone}</a>}
                  </span>,
                  a.plans.map((plan) => planName(plan, lang)).join(', '),
                  t('attempts.tripDates', { start: a.startDate, end: a.endDate }),
                  a.agentName ? `${a.organizationCode} / ${a.agentName}` : a.organizationCode,
                  money(a.totalCents),
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
