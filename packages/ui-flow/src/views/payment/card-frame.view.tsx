import { TextInput } from '@tripx/ui-kit';
import { FIELD_LIMITS } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { CardFrameInput } from './card-frame-input.view';

/** A card holder name and the provider's card frame (spec 2.8): the number never enters this page. */
export const CardFrame = observer(function CardFrame({
  frameId,
  title,
}: {
  readonly frameId: string;
  readonly title: string;
}) {
  const { cardFrameOrigin } = useFlow();
  const { payment } = useLaterFlow();
  const { t, error } = useLabels('web.apply');
  const holderField = frameId === 'all' ? 'cardHolderName' : `travellers.${frameId}.cardHolderName`;
  const holderError = payment.errorOf(holderField);
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
      <CardFrameInput
        cards={payment.cards}
        frameId={frameId}
        origin={cardFrameOrigin}
        who={title}
        showIncomplete={payment.submitAttempted}
      />
    </fieldset>
  );
});
