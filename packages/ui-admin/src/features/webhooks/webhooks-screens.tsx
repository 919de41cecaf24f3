import '../distribution/distribution.css';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../app/admin-stores.context';
import { ScreenHeading } from '../distribution/shared/pager.view';
import type { Screen, ScreenProps } from '../screens/screen-registry';
import type { DeliveryRow } from './webhooks.store';
import { WebhooksView } from './webhooks.view';

const WebhooksScreen = observer(function WebhooksScreen({ session, toasts }: ScreenProps) {
  const { t } = useTranslation('webhooks');
  const { webhooks } = useAdminStores();
  const [store] = useState(() => webhooks(session.user?.organizationCode ?? ''));
  const resend = async (delivery: DeliveryRow) => {
    if (await store.resend(delivery)) toasts.show('success', t('resent'));
  };
  const remove = async () => {
    if (await store.deleteConfirmed()) toasts.show('success', t('deleted'));
  };
  return (
    <>
      <ScreenHeading titleKey="screen.webhooks" />
      <WebhooksView store={store} onResend={(d) => void resend(d)} onDelete={() => void remove()} />
    </>
  );
});

/** The webhooks screen (issue 21) by route path. */
export const WEBHOOK_SCREENS: Readonly<Record<string, Screen>> = { '/webhooks': WebhooksScreen };
