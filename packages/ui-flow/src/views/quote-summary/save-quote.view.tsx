import { FIELD_LIMITS, formatReaderDate } from '@tripx/domain';
import { TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { SaveQuoteStore } from '../../quote/save-quote.store';
import { useLabels } from '../use-flow-labels';

/** "Save my quote" (spec 7.3): an e-mail, a button, the link's end once sent; the store holds the logic. */
export const SaveQuote = observer(function SaveQuote({ store }: { readonly store: SaveQuoteStore }) {
  const { t, error, lang } = useLabels('web.apply');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.save();
  };
  return (
    <form className="flow-save-quote" aria-labelledby="save-quote-title" noValidate onSubmit={submit}>
      <h2 id="save-quote-title" className="flow-section__title">
        {t('saveTitle')}
      </h2>
      <p>{t('saveIntro')}</p>
      <TextInput
        id="save-quote-email"
        label={t('saveEmail')}
        value={store.email}
        type="email"
        maxLength={FIELD_LIMITS.email}
        autoComplete="email"
        required
        error={store.error ? error(store.error, store.error.ns) : undefined}
        onChange={(v) => store.emailChanged(v)}
      />
      <button type="submit" className="tx-button tx-button--secondary" disabled={store.sending}>
        {t('saveSubmit')}
      </button>
      {store.savedUntil ? (
        <p role="status">
          {t('saveSent', { email: store.email.trim(), date: formatReaderDate(store.savedUntil, lang) })}
        </p>
      ) : null}
    </form>
  );
});
