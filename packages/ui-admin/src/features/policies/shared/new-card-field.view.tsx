import { CardFrameInput } from '@tripx/ui-flow/views';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_CARD_FRAME, type NewCard } from './new-card';

/** The payment provider's card frame for a charge on a new card. */
export const NewCardField = observer(function NewCardField({ newCard }: { readonly newCard: NewCard }) {
  const { t } = useTranslation('policies');
  useEffect(() => newCard.cards.listen(), [newCard]);
  return (
    <div className="adm-policies__new-card">
      <CardFrameInput
        cards={newCard.cards}
        frameId={NEW_CARD_FRAME}
        origin={newCard.origin}
        who={t('method.newCard')}
        showIncomplete={newCard.attempted}
      />
    </div>
  );
});
