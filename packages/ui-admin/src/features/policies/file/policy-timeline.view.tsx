import type { PolicyEventView, TripPlaces } from '@tripx/application';
import { useDateTime } from '../../../platform/use-date-time';
import { historyWords, useReader } from './history-words';

/** Every change of the policy, oldest first: what in words, who, when (Toronto time with its zone), channel. */
export function PolicyTimeline({
  history,
  places,
}: {
  readonly history: readonly PolicyEventView[];
  readonly places: TripPlaces;
}) {
  const reader = useReader(places);
  const { t } = reader;
  const dateTime = useDateTime();
  return (
    <section className="adm-timeline" aria-labelledby="adm-timeline-title">
      <h2 id="adm-timeline-title">{t('history.title')}</h2>
      {history.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol>
          {history.map((e, i) => {
            const words = historyWords(reader, e);
            return (
              <li key={`${e.at}-${i}`}>
                <p className="adm-timeline__head">
                  <strong>{words.action}</strong>
                  <time dateTime={e.at}>{dateTime.at(e.at)}</time>
                </p>
                {words.change && <p>{words.change}</p>}
                <p className="adm-timeline__by">
                  {t('history.by', { who: words.who })} · {t('history.via', { channel: words.channel })}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
