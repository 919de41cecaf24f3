import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../../app/admin-stores.context';
import type { ScreenProps } from '../../screens/screen-registry';
import { ScreenHeading } from '../shared/pager.view';
import { PartnerKeysView } from './partner-keys.view';

/** /partner-keys (claim PARTNER_KEY_MANAGE): an organization's API keys for the partner API. */
export const PartnerKeysScreen = ({ toasts }: ScreenProps) => {
  const { t } = useTranslation('partner-keys');
  const { distribution } = useAdminStores();
  const [store] = useState(() => distribution.partnerKeys());
  useEffect(() => void store.load(), [store]);
  const revoke = async () => {
    if (await store.revokeConfirmed()) toasts.show('success', t('revoked'));
  };
  return (
    <>
      <ScreenHeading titleKey="screen.partnerKeys" />
      <PartnerKeysView store={store} onRevoke={() => void revoke()} />
    </>
  );
};
