import { TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CallErrorMessage, SubmitForm } from '../distribution/shared/pager.view';
import { useDateTime } from '../../platform/use-date-time';
import type { DeliveryRow, WebhooksStore } from './webhooks.store';

/** The last attempt's answer: its HTTP status, or that none came (and why). */
const lastAnswer = (d: DeliveryRow, none: string): string => {
  const last = d.history.at(-1);
  if (!last) return '';
  return last.statusCode === null
    ? `${none}${last.error ? ` (${last.error})` : ''}`
    : `HTTP ${last.statusCode}`;
};

/** /webhooks: endpoints of an organization, an endpoint's deliveries, and "Resend" for one. */
export const WebhooksView = observer(function WebhooksView(props: {
  readonly store: WebhooksStore;
  readonly onResend: (delivery: DeliveryRow) => void;
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
                  <td>{e.events.join(', ')}</td>
                  <td>{e.description}</td>
                  <td>{at(e.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={t('deliveriesOf', { url: e.url })}
                      aria-pressed={s.opened?.id === e.id}
                      onClick={() => void s.open(e)}
                    >
                      {t('deliveries')}
                    </button>
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
    </section>
  );
});
