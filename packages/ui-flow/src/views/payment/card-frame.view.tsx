import { TextInput } from '@tripx/ui-kit';
import { FIELD_LIMITS } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';

/** A card holder name and the provider's card frame (spec 2.8): the number never enters this page. */
export const CardFrame = observer(function CardFrame({
  frameId,
  title,
}: {
  readonly frameId: string;
  readonly title: string;
}) {
  const flow = useFlow();
  const { cardFrameOrigin } = flow;
  const { payment } = useLaterFlow();
  const { t, error } = useLabels('web.apply');
  const holderField = frameId === 'all' ? 'cardHolderName' : `travellers.${frameId}.cardHolderName`;
  const holderError = payment.errorOf(holderField);
  const cardError = payment.errorOf(`card.${frameId}`);
  const errorId = `card-${frameId}-error`;
  return (
    <fieldset className="flow-card-frame">
      <legend className="flow-section__title">{title}</legend>
      <TextInput
        id={`card-holder-${frameId}`}
        label={t('cardHolderName')}
        value={payment.holderNameOf(frameId)}
        maxLength={FIELD_LIMITS.name}
        autoComplete="cc-name"
        required
        error={holderError ? error(holderError, holderError.ns) : undefined}
        onChange={(v) => payment.cardHolderNameChanged(frameId, v)}
      />
      <iframe
        ref={(el) => {
          if (el?.contentWindow) payment.frameMounted(frameId, el.contentWindow);
          else payment.frameUnmounted(frameId);
        }}
        className="flow-card-frame__frame"
        title={t('cardFrameTitle', { who: title })}
        src={`${cardFrameOrigin}/?lang=${flow.lang}`}
        aria-describedby={errorId}
      />
      <p id={errorId} className="tx-field__error" aria-live="polite">
        {cardError ? error(cardError, cardError.ns) : ''}
      </p>
    </fieldset>
  );
});
