import { LICENCE_STATUSES, PROVINCES } from '@tripx/domain';
import { Dropdown, TextInput, Toggle } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { labelText } from '../shared/label-text';
import { CallErrorMessage, SubmitForm } from '../shared/pager.view';
import type { LicencesStore } from './licences.store';

const TEXT_FIELDS = ['name', 'licenseNumber', 'licenceType', 'screeningStatus', 'expiryDate'] as const;

/** /licensing/add and /licensing/editLicense: an agent or agency licence (spec 3 "Licence row"). */
export const LicenceFormView = observer(function LicenceFormView(props: {
  readonly store: LicencesStore;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('distribution');
  const s = props.store;
  const editing = s.editing !== null;
  const err = (field: string) => labelText(t, s.formErrors[field]);
  const placeholderOf = (field: (typeof TEXT_FIELDS)[number]) =>
    field === 'expiryDate'
      ? 'YYYY-MM-DD'
      : field === 'licenseNumber' && s.awaitsNumber
        ? t('licence.awaitingNumber')
        : undefined;
  return (
    <SubmitForm layout="form" onSubmit={props.onSave}>
      <CallErrorMessage error={s.saveError} />
      <Dropdown
        label={t('licenceKind')}
        value={s.owner.kind}
        disabled={editing}
        options={[
          { value: 'agent', label: t('licenceKindAgent') },
          { value: 'agency', label: t('licenceKindAgency') },
        ]}
        onChange={(kind) => s.ownerChanged({ kind, id: s.owner.id })}
      />
      {/* An agent's internal reference is not shown once the licence is theirs: its name says whose it is. */}
      {!(editing && s.owner.kind === 'agent') && (
        <TextInput
          label={t(s.owner.kind === 'agent' ? 'ownerProfileRef' : 'ownerOrganizationCode')}
          value={s.owner.id}
          required
          readOnly={editing}
          onChange={(id) => s.ownerChanged({ kind: s.owner.kind, id })}
        />
      )}
      {TEXT_FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`licence.${field}`)}
          value={s.form[field]}
          maxLength={100}
          required={field === 'name' || (field === 'licenseNumber' && !s.awaitsNumber)}
          placeholder={placeholderOf(field)}
          error={err(field)}
          onChange={(v) => s.licenceFieldChanged(field, v)}
        />
      ))}
      <Dropdown
        label={t('licence.licensedProvince')}
        value={s.form.licensedProvince}
        placeholder={t('choose')}
        required
        error={err('licensedProvince')}
        options={PROVINCES.map((p) => ({ value: p, label: p }))}
        onChange={(v) => s.licenceFieldChanged('licensedProvince', v)}
      />
      <Dropdown
        label={t('licence.status')}
        value={s.form.status}
        placeholder={t('choose')}
        required
        error={err('status')}
        options={LICENCE_STATUSES.map((p) => ({ value: p, label: t(`licenceStatus.${p}`) }))}
        onChange={(v) => s.licenceFieldChanged('status', v)}
      />
      {editing && (
        <Toggle
          label={t('licence.isDeleted')}
          checked={s.form.isDeleted}
          onChange={(v) => s.licenceFieldChanged('isDeleted', v)}
        />
      )}
      <div className="dst-actions">
        <button type="submit" disabled={s.saving}>
          {t(editing ? 'saveLicence' : 'addLicence')}
        </button>
        <button type="button" onClick={props.onCancel}>
          {t('backToLicences')}
        </button>
      </div>
    </SubmitForm>
  );
});
