import { observer } from 'mobx-react-lite';
import type { CardFrames } from '../../payment/card-frames.store';
import { useLabels } from '../use-flow-labels';

/**
 * The payment provider's card frame and its entry error (spec 2.8): the card number is typed on the
 * frame's origin and never enters this page. "Nothing typed yet" shows only once `showIncomplete`.
 */
export const CardFrameInput = observer(function CardFrameInput({
  cards,
  frameId,
  origin,
  who,
  showIncomplete,
}: {
  readonly cards: CardFrames;
  readonly frameId: string;
  readonly origin: string;
  /** Whose card, in the frame's accessible name. */
  readonly who: string;
  readonly showIncomplete: boolean;
}) {
  const { t, error, lang } = useLabels('web.apply');
  const e = cards.errorOf(frameId);
  const shown = e && (showIncomplete || e.code !== 'cardIncomplete') ? e : undefined;
  // The frame is the control the error summary links to: `card-<frame>` and its `-error` paragraph.
  const frameElementId = `card-${frameId}`;
  const errorId = `${frameElementId}-error`;
  return (
    <>
      <iframe
        ref={(el) => {
          if (el?.contentWindow) cards.mounted(frameId, el.contentWindow);
          else cards.unmounted(frameId);
        }}
        id={frameElementId}
        className="flow-card-frame__frame"
        title={t('cardFrameTitle', { who })}
        src={`${origin}/?lang=${lang}`}
        aria-describedby={errorId}
        aria-invalid={shown ? true : undefined}
      />
      <p id={errorId} className="tx-field__error" aria-live="polite">
        {shown ? error({ field: `card.${frameId}`, code: shown.code }, shown.ns) : ''}
      </p>
    </>
  );
});
