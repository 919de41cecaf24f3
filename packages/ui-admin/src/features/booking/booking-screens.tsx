import { FLOW_STEPS, type FlowStep } from '@tripx/ui-flow';
import { FLOW_PAGES, FlowViewContext } from '@tripx/ui-flow/views';
import { FullPageLoading } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../app/admin-stores.context';
import type { Screen, ScreenProps } from '../screens/screen-registry';
import { OrganizationBrand } from '../shell/organization-brand.view';
import { BOOKING_PATHS } from './booking-paths';

const stepScreen = (step: FlowStep): Screen =>
  observer(function BookingStep({ router }: ScreenProps) {
    const { t } = useTranslation();
    const b = useAdminStores().booking();
    const blocked = b.blockedBefore(step);
    useEffect(() => {
      if (blocked) router.replace(BOOKING_PATHS[blocked]);
    }, [blocked, router]);
    const Page = FLOW_PAGES[step];
    return blocked ? (
      <FullPageLoading label={t('loading')} />
    ) : (
      <FlowViewContext.Provider value={b.flow}>
        {/* The organization's face on every booking step (spec 6). */}
        <OrganizationBrand content={b.content} />
        <Suspense fallback={<FullPageLoading label={t('loading')} />}>
          <Page />
        </Suspense>
      </FlowViewContext.Provider>
    );
  });

/** The booking screens (spec 2.2): the purchase app's steps, with the staff questions on the payment step. */
export const BOOKING_SCREENS: Readonly<Record<string, Screen>> = Object.fromEntries(
  FLOW_STEPS.map((step) => [BOOKING_PATHS[step], stepScreen(step)]),
);
