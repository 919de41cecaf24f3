import { LANGUAGES, PROFILE_STATUSES, PROVINCES } from '@tripx/domain';
import { CheckboxGroup, Dropdown, TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { licenceRowLabel } from '../licences/licence-label';
import { labelText } from '../shared/label-text';
import { CallErrorMessage, SubmitForm } from '../shared/pager.view';
import type { AgentFormField, AgentsStore } from './agents.store';

type TextField = Extract<
  AgentFormField,
  'profileCode' | 'firstName' | 'lastName' | 'email' | 'city' | 'organizationCode'
>;
const TEXT_FIELDS: readonly [TextField, number][] = [
  ['profileCode', 320],
  ['firstName', 100],
  ['lastName', 100],
  ['email', 320],
  ['city', 100],
  ['organizationCode', 40],
];

/** /users/register and /users/:agentId: the agent profile form (read only without the edit claim). */
export const AgentFormView = observer(function AgentFormView(props: {
  readonly store: AgentsStore;
  readonly editable: boolean;
  readonly onSave: () => void;
  readonly onAddLicence?: () => void;
}) {
  const { t, i18n } = useTranslation('distribution');
  const s = props.store;
  const f = s.form;
  const err = (field: string) => labelText(t, s.formErrors[field]);
  const disabled = !props.editable;
  const updating = s.profileRef !== null;
  return (
    <SubmitForm layout="form" onSubmit={props.onSave}>
      <CallErrorMessage error={updating ? s.updateError : s.registerError} />
      {TEXT_FIELDS.map(([field, max]) => (
        <TextInput
          key={field}
          label={t(field)}
          value={f[field]}
          maxLength={max}
          required={!updating && field !== 'city'}
          disabled={disabled}
          error={err(field === 'organizationCode' ? 'organizations' : field)}
          onChange={(v) => s.fieldChanged(field, v)}
        />
      ))}
      <Dropdown
        label={t('role')}
        value={f.role}
        disabled={disabled}
        error={err('role')}
        placeholder={t('choose')}
        options={s.roles.map((r) => ({ value: r.role, label: i18n.language === 'fr' ? r.titleFr : r.title }))}
        onChange={(v) => s.fieldChanged('role', v)}
      />
      <Dropdown
        label={t('language')}
        value={f.language}
        disabled={disabled}
        error={err('language')}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        onChange={(v) => s.fieldChanged('language', v)}
      />
      <Dropdown
        label={t('province')}
        value={f.province}
        disabled={disabled}
        error={err('province')}
        placeholder={t('choose')}
        options={PROVINCES.map((p) => ({ value: p, label: p }))}
        onChange={(v) => s.fieldChanged('province', v)}
      />
      {updating && (
        <Dropdown
          label={t('status')}
          value={f.status}
          disabled={disabled}
          error={err('status')}
          options={PROFILE_STATUSES.map((p) => ({ value: p, label: t(`status.${p}`) }))}
          onChange={(v) => s.fieldChanged('status', v)}
        />
      )}
      <CheckboxGroup
        legend={t('licensedProvinces')}
        inline
        disabled={disabled}
        error={err('licenses')}
        options={PROVINCES.map((p) => ({ value: p, label: p }))}
        value={f.licences}
        onChange={(v) => s.fieldChanged('licences', v)}
      />
      {props.editable && (
        <button type="submit" disabled={s.saving}>
          {t(updating ? 'saveProfile' : 'registerAgent')}
        </button>
      )}
      {updating && (
        <section aria-labelledby="dst-agent-licences">
          <h2 id="dst-agent-licences">{t('licences')}</h2>
          <ul>
            {s.licences.map((l) => (
              <li key={l.id}>
                {l.licensedProvince} {l.licenseNumber} · {t(licenceRowLabel(l))}
              </li>
            ))}
          </ul>
          {props.onAddLicence && (
            <button type="button" onClick={props.onAddLicence}>
              {t('addLicence')}
            </button>
          )}
        </section>
      )}
    </SubmitForm>
  );
});
