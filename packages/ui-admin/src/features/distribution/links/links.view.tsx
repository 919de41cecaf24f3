import type { ExternalLinkResponse } from '@tripx/application';
import { TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { labelText } from '../shared/label-text';
import { CallErrorMessage, SubmitForm } from '../shared/pager.view';
import type { LinksStore } from './links.store';

/** A links page: the list for everyone, the add / remove form for holders of the configuration claims. */
export const LinksView = observer(function LinksView(props: {
  readonly store: LinksStore;
  readonly editable: boolean;
  readonly onAdd: () => void;
}) {
  const { t, i18n } = useTranslation('distribution');
  const s = props.store;
  const err = (field: string) => labelText(t, s.formErrors[field]);
  const labelOf = (l: ExternalLinkResponse) => (i18n.language === 'fr' ? l.labelFr : l.labelEn);
  return (
    <section className="dst-screen">
      <CallErrorMessage error={s.error} />
      {s.links.length > 0 ? (
        <ul className="dst-list">
          {s.links.map((l) => (
            <li key={l.id}>
              <a href={l.url} target="_blank" rel="noopener noreferrer">
                {labelOf(l)}
              </a>
              {props.editable && (
                <button
                  type="button"
                  aria-label={t('links.removeOf', { label: labelOf(l) })}
                  onClick={() => void s.removed(l.id)}
                >
                  {t('links.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        // A list that could not be read is not an empty one: its error alone says so.
        !s.loadFailed && <p>{t('links.none')}</p>
      )}
      {props.editable && (
        <SubmitForm layout="form" onSubmit={props.onAdd}>
          <h2>{t('links.add')}</h2>
          <TextInput
            label={t('links.labelEn')}
            value={s.form.labelEn}
            maxLength={200}
            error={err('labelEn')}
            onChange={(v) => s.fieldChanged('labelEn', v)}
          />
          <TextInput
            label={t('links.labelFr')}
            value={s.form.labelFr}
            maxLength={200}
            error={err('labelFr')}
            onChange={(v) => s.fieldChanged('labelFr', v)}
          />
          <TextInput
            label={t('links.url')}
            value={s.form.url}
            maxLength={2000}
            hint={t('links.allowed', { domains: s.allowedDomains.join(', ') })}
            error={err('url')}
            onChange={(v) => s.fieldChanged('url', v)}
          />
          <button type="submit">{t('links.add')}</button>
        </SubmitForm>
      )}
    </section>
  );
});
