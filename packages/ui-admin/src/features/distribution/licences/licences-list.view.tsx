import {
  isPendingLicenceNumber,
  LICENCE_SEARCH_FIELDS,
  LICENCE_STATUSES,
  PROVINCES,
  type LicenceSearchField,
  type LicenceSortField,
} from '@tripx/domain';
import { Dropdown, SortableHeader, TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { labelText } from '../shared/label-text';
import { CallErrorMessage, Pager, SubmitForm } from '../shared/pager.view';
import { type LicenceRowResponseWithLabel, type LicencesStore } from './licences.store';

const COLUMNS: readonly LicenceSortField[] = [
  'name',
  'licensedProvince',
  'licenseNumber',
  'status',
  'expiryDate',
];
const CHOICES: Partial<Record<LicenceSearchField, readonly string[]>> = {
  licensedProvince: PROVINCES,
  status: LICENCE_STATUSES,
};

/** /licensing: licence search (every filter of spec 3), status display, paging and export. */
export const LicencesListView = observer(function LicencesListView(props: {
  readonly store: LicencesStore;
  readonly mayAdd: boolean;
  readonly mayEdit: boolean;
  readonly onAdd: () => void;
  readonly onEdit: (row: LicenceRowResponseWithLabel) => void;
  readonly onExport: (format: 'xlsx' | 'csv') => void;
}) {
  const { t } = useTranslation('distribution');
  const s = props.store;
  return (
    <section className="dst-screen">
      <SubmitForm layout="filters" onSubmit={() => void s.listing.searchSubmitted()}>
        {LICENCE_SEARCH_FIELDS.map((field) => {
          const choices = CHOICES[field];
          return choices ? (
            <Dropdown
              key={field}
              label={t(`filter.${field}`)}
              value={s.filter[field]}
              error={labelText(t, s.filterErrors[field])}
              placeholder={t('ALL')}
              options={[
                { value: '', label: t('ALL') },
                ...choices.map((c) => ({
                  value: c,
                  label: field === 'status' ? t(`licenceStatus.${c}`) : c,
                })),
              ]}
              onChange={(v) => s.filterChanged(field, v)}
            />
          ) : (
            <TextInput
              key={field}
              label={t(`filter.${field}`)}
              value={s.filter[field]}
              error={labelText(t, s.filterErrors[field])}
              placeholder={field.startsWith('expiredDate') ? 'YYYY-MM-DD' : undefined}
              onChange={(v) => s.filterChanged(field, v)}
            />
          );
        })}
        <button type="submit">{t('search')}</button>
      </SubmitForm>
      <div className="dst-actions">
        {props.mayAdd && (
          <button type="button" onClick={props.onAdd}>
            {t('addLicence')}
          </button>
        )}
        <button type="button" disabled={s.exporting} onClick={() => props.onExport('xlsx')}>
          {t('exportXlsx')}
        </button>
        <button type="button" disabled={s.exporting} onClick={() => props.onExport('csv')}>
          {t('exportCsv')}
        </button>
      </div>
      <CallErrorMessage error={s.exportError} />
      <table className="dst-table">
        <caption>{t('licencesFound', { count: s.result.total })}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <SortableHeader
                key={c}
                column={c}
                label={t(`column.${c}`)}
                sort={s.listing.sort}
                onSort={(n) => void s.listing.sortChanged(n)}
              />
            ))}
            <th scope="col">{t('licenceKind')}</th>
            {props.mayEdit && <th scope="col">{t('actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {s.rows.map((l) => {
            // A licence waiting for its number says so rather than showing its placeholder (and its edit
            // button names it by its holder).
            const pending = isPendingLicenceNumber(l.licenseNumber);
            const number = pending ? t('licence.awaitingNumber') : l.licenseNumber;
            return (
              <tr key={l.id}>
                <td>{l.name}</td>
                <td>{l.licensedProvince}</td>
                <td>{number}</td>
                <td data-status={l.statusLabel}>{t(l.statusLabel)}</td>
                <td>{l.expiryDate ?? ''}</td>
                <td>{t(l.kind)}</td>
                {props.mayEdit && (
                  <td>
                    <button
                      type="button"
                      aria-label={t('editLicenceOf', { number: pending ? `${l.name} (${number})` : number })}
                      onClick={() => props.onEdit(l)}
                    >
                      {t('edit')}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pager listing={s.listing} />
    </section>
  );
});
