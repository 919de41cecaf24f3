import { TextArea } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PolicyFileStore } from './policy-file.store';
import { useDateTime } from '../../../platform/use-date-time';

/** Notes of the policy (author and time kept); adding one needs POLICY_NOTE_EDIT. */
export const NotesPanel = observer(function NotesPanel({
  store,
  mayAdd,
}: {
  readonly store: PolicyFileStore;
  readonly mayAdd: boolean;
}) {
  const { t } = useTranslation('policies');
  const dateTime = useDateTime();
  return (
    <>
      {store.notes.length === 0 && <p>{t('notes.none')}</p>}
      <ol className="adm-notes" aria-label={t('notes.list')}>
        {store.notes.map((n) => (
          <li key={n.id}>
            <p>{n.note}</p>
            <small>{t('notes.by', { author: n.authorName, at: dateTime.at(n.createdAt) })}</small>
          </li>
        ))}
      </ol>
      {mayAdd && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void store.noteSubmitted();
          }}
        >
          <TextArea
            label={t('notes.new')}
            maxLength={4000}
            value={store.noteDraft}
            onChange={(v) => store.noteChanged(v)}
          />
          <button type="submit" className="tx-button tx-button--primary" disabled={store.busy}>
            {t('notes.add')}
          </button>
        </form>
      )}
    </>
  );
});
