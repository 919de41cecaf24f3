import type { TripPlaces } from '@tripx/application';
import { RadioGroup } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useDateTime } from '../../../platform/use-date-time';
import { changeWords, fieldWords, useReader, valueWords } from '../file/history-words';
import type { EndorsementStore } from './endorsement.store';

/**
 * After a stale save (issue 17 item 4): what the other editor changed (who and when, from the history),
 * the user's own changes kept on top, and a choice for each field both changed; then re-quote and apply.
 */
export const StaleEditPanel = observer(function StaleEditPanel({
  store,
  places,
}: {
  readonly store: EndorsementStore;
  readonly places: TripPlaces;
}) {
  const reader = useReader(places);
  const { t } = reader;
  const dateTime = useDateTime();
  const id = useId();
  const merge = store.merge;
  if (!merge) return null;
  const choices = store.stale?.choices ?? {};
  return (
    <section className="adm-stale-edit" aria-labelledby="adm-stale-edit-title">
      <h3 id="adm-stale-edit-title">{t('edit.merge.title')}</h3>
      <p id={`${id}-theirs`}>{t('edit.merge.theirs')}</p>
      <ul aria-labelledby={`${id}-theirs`}>
        {store.theirChanges.map(({ change, event }) => (
          <li key={change.fieldChanged}>
            {changeWords(reader, change.fieldChanged, change.from, change.to)}
            {event && (
              <>
                {' — '}
                {t('edit.merge.by', { who: event.actorName ?? t(`history.nobody.${event.channel}`) })}{' '}
                <time dateTime={event.at}>{dateTime.at(event.at)}</time>
              </>
            )}
          </li>
        ))}
      </ul>
      {merge.mine.length > 0 && (
        <>
          <p id={`${id}-mine`}>{t('edit.merge.mine')}</p>
          <ul aria-labelledby={`${id}-mine`}>
            {merge.mine.map((c) => (
              <li key={c.fieldChanged}>{changeWords(reader, c.fieldChanged, c.from, c.to)}</li>
            ))}
          </ul>
        </>
      )}
      {merge.conflicts.map((c) => (
        <RadioGroup
          key={c.field}
          legend={t('edit.merge.both', { field: fieldWords(t, c.field) })}
          error={store.unchosen.includes(c.field) ? t('edit.merge.choose') : undefined}
          options={[
            {
              value: 'mine',
              label: t('edit.merge.keepMine', { value: valueWords(reader, c.field, c.mine) }),
            },
            {
              value: 'theirs',
              label: t('edit.merge.keepTheirs', { value: valueWords(reader, c.field, c.theirs) }),
            },
          ]}
          value={choices[c.field]}
          onChange={(choice) => store.conflictChosen(c.field, choice)}
        />
      ))}
      <p>{t('edit.merge.next')}</p>
    </section>
  );
});
