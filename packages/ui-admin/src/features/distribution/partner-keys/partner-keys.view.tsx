import type { PartnerKeyResponse } from '@tripx/application';
import { PARTNER_ENVIRONMENTS, PARTNER_SCOPES, type PartnerScope } from '@tripx/domain';
import { CheckboxGroup, Dropdown, Modal, RadioGroup, TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../platform/use-date-time';
import { labelText } from '../shared/label-text';
import { CallErrorMessage, SubmitForm } from '../shared/pager.view';
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
              onClick={() => store.revokeAsked(k)}
            >
              {t('revoke')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
});

/** The secret of a new or rotated key, once, with a copy button; closing forgets it. */
const SecretDialog = observer(function SecretDialog({ store }: { readonly store: PartnerKeysStore }) {
  const { t } = useTranslation('partner-keys');
  const revealed = store.revealed;
  const copy = async (secret: string) => {
    await navigator.clipboard.writeText(secret);
    store.secretCopied();
  };
  return (
    <Modal
      open={revealed !== null}
      title={t('secret.title', { name: revealed?.keyName ?? '' })}
      role="alertdialog"
      closeOnBackdrop={false}
      onClose={() => store.secretDismissed()}
      footer={
        <>
          <button type="button" onClick={() => void (revealed && copy(revealed.secret))}>
            {t('secret.copy')}
          </button>
          <button type="button" onClick={() => store.secretDismissed()}>
            {t('secret.done')}
          </button>
        </>
      }
    >
      <p>
        <strong>{t('secret.once')}</strong>
      </p>
      <p>
        <code className="pk-secret" aria-label={t('secret.label')}>
          {revealed?.secret}
        </code>
      </p>
      <p role="status">{store.copied ? t('secret.copied') : ''}</p>
    </Modal>
  );
});

const RevokeDialog = observer(function RevokeDialog(props: {
  readonly store: PartnerKeysStore;
  readonly onRevoke: () => void;
}) {
  const { t } = useTranslation('partner-keys');
  const key = props.store.revoking;
  return (
    <Modal
      open={key !== null}
      title={t('revoke.title', { name: key?.name ?? '' })}
      role="alertdialog"
      onClose={() => props.store.revokeCancelled()}
      footer={
        <>
          <button type="button" onClick={props.onRevoke}>
            {t('revoke.confirm')}
          </button>
          <button type="button" onClick={() => props.store.revokeCancelled()}>
            {t('revoke.cancel')}
          </button>
        </>
      }
    >
      <p>{t('revoke.body')}</p>
    </Modal>
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
      <SecretDialog store={s} />
      <RevokeDialog store={s} onRevoke={props.onRevoke} />
    </section>
  );
});
