import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH, type WebhookEventType } from '@tripx/domain';
import { CheckboxGroup, TextInput } from '@tripx/ui-kit';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { labelText } from '../distribution/shared/label-text';
import { CallErrorMessage, SubmitForm } from '../distribution/shared/pager.view';
import { ConfirmDialog, SecretDialog } from '../distribution/shared/secret-dialogs.view';
import { useDateTime } from '../../platform/use-date-time';
import type { DeliveryRow, WebhooksStore } from './webhooks.store';

/** An event type in words (its code stays the hint: it is what the receiver reads). */
const eventName = (t: TFunction<'webhooks'>, type: WebhookEventType): string => t(`event.${type}`);

/** The last attempt's answer: its HTTP status, or that none came (and why). */
const lastAnswer = (d: DeliveryRow, none: string): string => {
  const last = d.history.at(-1);
  if (!last) return '';
  return last.statusCode === null
    ? `${none}${last.error ? ` (${last.error})` : ''}`
    : `HTTP ${last.statusCode}`;
};

/** Registers an endpoint for the organization shown: its URL, the events it is sent, a description. */
const RegisterForm = observer(function RegisterForm({ store }: { readonly store: WebhooksStore }) {
  const { t } = useTranslation('webhooks');
  const err = (field: string) => labelText(t, store.formErrors[field]);
  return (
    <SubmitForm layout="form" onSubmit={() => void store.created()}>
      <h2>{t('register', { organization: store.shown })}</h2>
      <TextInput
        label={t('url')}
        hint={t('urlHint')}
        className="dst-checked-on-leave"
        type="text"
        inputMode="url"
        required
        value={store.form.url}
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        error={err('url')}
        onChange={(v) => store.urlChanged(v)}
        onBlur={() => store.urlLeft()}
      />
      <CheckboxGroup
        legend={t('events')}
        hint={t('eventsHint')}
        required
        options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: eventName(t, type), hint: type }))}
        value={store.form.events}
        error={err('events')}
        onChange={(v) => store.eventsChanged(v)}
      />
      <TextInput
        label={t('descriptionOptional')}
        value={store.form.description}
        maxLength={200}
        error={err('description')}
        onChange={(v) => store.descriptionChanged(v)}
      />
      <button type="submit">{t('registerButton')}</button>
    </SubmitForm>
  );
});

/**
 * /webhooks: endpoints of an organization (register, new secret, delete), an endpoint's deliveries,
 * and "Resend" for one.
 */
export const WebhooksView = observer(function WebhooksView(props: {
  readonly store: WebhooksStore;
  readonly onResend: (delivery: DeliveryRow) => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const { at } = useDateTime();
  const s = props.store;
  return (
    <section className="dst-screen">
      <SubmitForm layout="filters" onSubmit={() => void s.search()}>
        <TextInput
          label={t('organizationCode')}
          value={s.organizationCode}
          maxLength={40}
          onChange={(v) => s.organizationChanged(v)}
        />
        <button type="submit">{t('show')}</button>
      </SubmitForm>
      <CallErrorMessage error={s.error} />
      {s.shown !== null &&
        (s.endpoints.length === 0 ? (
          <p>{t('noEndpoints', { organization: s.shown })}</p>
        ) : (
          <table className="dst-table">
            <caption>{t('endpointsOf', { organization: s.shown })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('url')}</th>
                <th scope="col">{t('events')}</th>
                <th scope="col">{t('description')}</th>
                <th scope="col">{t('created')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {s.endpoints.map((e) => (
                <tr key={e.id}>
                  <td>{e.url}</td>
                  <td>{e.events.map((type) => eventName(t, type)).join(', ')}</td>
                  <td>{e.description}</td>
                  <td>{at(e.createdAt)}</td>
                  <td>
                    <span className="dst-actions">
                      <button
                        type="button"
                        aria-label={t('deliveriesOf', { url: e.url })}
                        aria-pressed={s.opened?.id === e.id}
                        onClick={() => void s.open(e)}
                      >
                        {t('deliveries')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('rotateOf', { url: e.url })}
                        onClick={() => void s.rotated(e)}
                      >
                        {t('rotate')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('deleteOf', { url: e.url })}
                        onClick={() => s.removing.asked(e)}
                      >
                        {t('delete')}
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {s.opened && (
        <>
          <h2>{t('deliveriesTo', { url: s.opened.url })}</h2>
          {s.deliveries.length === 0 ? (
            <p>{t('noDeliveries')}</p>
          ) : (
            <table className="dst-table">
              <caption>{t('deliveriesCaption', { count: s.deliveries.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('event')}</th>
                  <th scope="col">{t('created')}</th>
                  <th scope="col">{t('status')}</th>
                  <th scope="col">{t('attempts')}</th>
                  <th scope="col">{t('nextTry')}</th>
                  <th scope="col">{t('lastAnswer')}</th>
                  <th scope="col">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {s.deliveries.map((d) => (
                  <tr key={d.id}>
                    <td>
                      {d.eventType}
                      <br />
                      <small>{d.eventId}</small>
                    </td>
                    <td>{at(d.createdAt)}</td>
                    <td>{t(s.resent.has(d.id) ? 'status.RESENT' : `status.${d.status}`)}</td>
                    <td>{t('attemptsOf', { count: d.attempts, max: d.maxAttempts })}</td>
                    <td>{d.nextAttemptAt === null ? t('noNextTry') : at(d.nextAttemptAt)}</td>
                    <td>{lastAnswer(d, t('noAnswer'))}</td>
                    <td>
                      <button
                        type="button"
                        aria-label={t('resendOf', { event: d.eventType, id: d.eventId })}
                        disabled={s.resent.has(d.id)}
                        onClick={() => props.onResend(d)}
                      >
                        {t('resend')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {s.shown !== null && <RegisterForm store={s} />}
      <SecretDialog reveal={s.secret} title={(url) => t('secret.title', { url })} once={t('secret.once')} />
      <ConfirmDialog
        open={s.removing.pending !== null}
        title={t('delete.title', { url: s.removing.pending?.url ?? '' })}
        body={t('delete.body')}
        confirm={t('delete.confirm')}
        onConfirm={props.onDelete}
        onCancel={() => s.removing.cancelled()}
      />
    </section>
  );
});
