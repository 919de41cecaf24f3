import type { PartnerKeyResponse } from '@tripx/application';
import { PARTNER_ENVIRONMENTS, PARTNER_SCOPES, type PartnerScope } from '@tripx/domain';
import { CheckboxGroup, Dropdown, RadioGroup, TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../platform/use-date-time';
import { labelText } from '../shared/label-text';
import { CallErrorMessage, SubmitForm } from '../shared/pager.view';
import { ConfirmDialog, SecretDialog } from '../shared/secret-dialogs.view';
import type { PartnerKeysStore } from './partner-keys.store';

/** A scope's label key (`:` separates i18next namespaces, so `policies:read` reads `policies_read`). */
const scopeKey = (scope: PartnerScope) => `scope.${scope.replace(':', '_')}`;

const KeyRow = observer(function KeyRow(props: {
  readonly store: PartnerKeysStore;
  readonly k: PartnerKeyResponse;
}) {
  const { t } = useTranslation('partner-keys');
  const { at } = useDateTime();
  const { k, store } = props;
  return (
    <tr>
      <th scope="row">{k.name}</th>
      <td>
        <code>{k.id}</code>
      </td>
      <td>{t(`env.${k.environment}`)}</td>
      <td>{k.scopes.map((s) => t(scopeKey(s))).join(', ')}</td>
      <td>{at(k.createdAt)}</td>
      <td>{k.lastUsedAt ? at(k.lastUsedAt) : t('never')}</td>
      <td>{k.revokedAt ? t('status.revoked', { date: at(k.revokedAt) }) : t('status.active')}</td>
      <td>
        {k.revokedAt === null && (
          <span className="dst-actions">
            <button
              type="button"
              aria-label={t('rotateOf', { name: k.name })}
              onClick={() => void store.rotated(k)}
            >
              {t('rotate')}
            </button>
            <button
              type="button"
              aria-label={t('revokeOf', { name: k.name })}
              onClick={() => store.removing.asked(k)}
            >
              {t('revoke')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
});

/** The keys of one organization, and the form that makes a new one. */
export const PartnerKeysView = observer(function PartnerKeysView(props: {
  readonly store: PartnerKeysStore;
  readonly onRevoke: () => void;
}) {
  const { t } = useTranslation('partner-keys');
  const s = props.store;
  const err = (field: string) => labelText(t, s.formErrors[field]);
  const organization = s.organizations.find((o) => o.code === s.organizationCode);
  return (
    <section className="dst-screen">
      <p>{t('intro')}</p>
      <CallErrorMessage error={s.error} />
      <Dropdown
        label={t('organization')}
        options={s.organizations.map((o) => ({ value: o.code, label: `${o.organizationName} (${o.code})` }))}
        value={s.organizationCode}
        onChange={(code) => void s.organizationChosen(code)}
      />
      {organization && (
        <>
          <table className="dst-table">
            <caption>{t('keysOf', { organization: organization.organizationName })}</caption>
            <thead>
              <tr>
                {['name', 'id', 'environment', 'scopes', 'created', 'lastUsed', 'status', 'actions'].map(
                  (c) => (
                    <th key={c} scope="col">
                      {t(`col.${c}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {s.keys.map((k) => (
                <KeyRow key={k.id} store={s} k={k} />
              ))}
            </tbody>
          </table>
          {s.keys.length === 0 && <p>{t('none')}</p>}
          <SubmitForm layout="form" onSubmit={() => void s.created()}>
            <h2>{t('create')}</h2>
            <TextInput
              label={t('name')}
              hint={t('nameHint')}
              value={s.form.name}
              maxLength={80}
              error={err('name')}
              onChange={(v) => s.nameChanged(v)}
            />
            <CheckboxGroup
              legend={t('scopes')}
              options={PARTNER_SCOPES.map((scope) => ({ value: scope, label: t(scopeKey(scope)) }))}
              value={s.form.scopes}
              error={err('scopes')}
              onChange={(v) => s.scopesChanged(v)}
            />
            <RadioGroup
              legend={t('environment')}
              hint={t('environmentHint')}
              options={PARTNER_ENVIRONMENTS.map((e) => ({ value: e, label: t(`env.${e}`) }))}
              value={s.form.environment}
              error={err('environment')}
              onChange={(v) => s.environmentChosen(v)}
            />
            <button type="submit">{t('createButton')}</button>
          </SubmitForm>
        </>
      )}
      <SecretDialog reveal={s.secret} title={(name) => t('secret.title', { name })} once={t('secret.once')} />
      <ConfirmDialog
        open={s.removing.pending !== null}
        title={t('revoke.title', { name: s.removing.pending?.name ?? '' })}
        body={t('revoke.body')}
        confirm={t('revoke.confirm')}
        onConfirm={props.onRevoke}
        onCancel={() => s.removing.cancelled()}
      />
    </section>
  );
});
