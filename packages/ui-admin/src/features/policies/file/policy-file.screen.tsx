import type { Claim } from '@tripx/domain';
import { Tabs } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Screen, ScreenProps } from '../../screens/screen-registry';
import { useAdminStores } from '../../../app/admin-stores.context';
import { CancelModal } from '../cancellation/cancel-modal.view';
import { ReinstateModal } from '../cancellation/reinstate-modal.view';
import { EndorsementPanel } from '../endorsement/endorsement-panel.view';
import type { PolicyFileStores as Stores } from '../policy-stores';
import { policyPath, type PolicyTab } from '../shared/policy-paths';
import { mayDo, visibleTabs } from '../shared/policy-permissions';
import { useMoney } from '../shared/use-money';
import { DeliveryPanel } from './delivery-panel.view';
import { FinancialsPanel } from './financials-panel.view';
import { NotesPanel } from './notes-panel.view';
import type { Notify } from './policy-file.store';
import { TravellersPanel } from './travellers-panel.view';
import { ViewPanel } from './view-panel.view';

const useStores = ({ toasts, params }: ScreenProps, tab: PolicyTab): Stores => {
  const { t } = useTranslation('policies');
  const { policies } = useAdminStores();
  const money = useMoney();
  const notify: Notify = (kind, key, values) =>
    toasts.show(
      kind,
      t(key, values && 'cents' in values ? { ...values, amount: money(Number(values['cents'])) } : values),
    );
  const [stores] = useState(() => policies.policyFile(params['policyNumber'] ?? '', tab, notify));
  useEffect(() => {
    void stores.file.tabOpened(tab);
    if (tab === 'edit') void stores.endorsement.loaded();
  }, [stores, tab]);
  return stores;
};

const Panel = observer(function Panel({
  tab,
  stores,
  claims,
}: {
  readonly tab: PolicyTab;
  readonly stores: Stores;
  readonly claims: readonly Claim[];
}) {
  const { file, cancellation, endorsement } = stores;
  const booking = file.booking;
  if (!booking) return null;
  switch (tab) {
    case 'policies':
      return (
        <>
          <TravellersPanel
            booking={booking}
            cancellation={cancellation}
            may={{ cancel: mayDo(claims, 'cancel'), reinstate: mayDo(claims, 'reinstate') }}
          />
          <CancelModal store={cancellation} booking={booking} />
          <ReinstateModal store={cancellation} />
        </>
      );
    case 'view':
      return <ViewPanel booking={booking} policyNumber={file.policyNumber} history={file.history} />;
    case 'edit':
      return (
        <EndorsementPanel
          store={endorsement}
          places={booking.places}
          mayChooseDay={mayDo(claims, 'chooseApplicationDate')}
        />
      );
    case 'delivery':
      return <DeliveryPanel store={file} mayResend={mayDo(claims, 'resend')} />;
    case 'financials':
      return file.financials ? <FinancialsPanel financials={file.financials} /> : null;
    case 'notes':
      return <NotesPanel store={file} mayAdd={mayDo(claims, 'addNote')} />;
  }
});

/** The screen of one tab of a policy (spec 2.3 /policy/endorsement/{policyNumber}/{tab}). */
export const policyFileScreen = (tab: PolicyTab): Screen =>
  observer(function PolicyFileScreen(props: ScreenProps) {
    const { t } = useTranslation('policies');
    const stores = useStores(props, tab);
    const n = stores.file.policyNumber;
    const claims = props.session.accessUser?.claims ?? [];
    return (
      <section className="adm-policies" aria-busy={stores.file.busy}>
        <h1>{t('file.title', { policyNumber: n })}</h1>
        {stores.file.errorKey && <p role="alert">{t(stores.file.errorKey)}</p>}
        <Tabs
          label={t('file.tabs')}
          tabs={visibleTabs(claims, n).map((id) => ({ id, label: t(`tab.${id}`) }))}
          selected={tab}
          onSelect={(id) => props.router.navigate(policyPath(n, id))}
        >
          <Panel tab={tab} stores={stores} claims={claims} />
        </Tabs>
      </section>
    );
  });
