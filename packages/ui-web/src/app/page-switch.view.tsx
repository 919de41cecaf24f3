import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { useStores } from './stores-context';
import { TravellerDetailsPage } from '@tripx/ui-flow/views';
import { NotFoundPage } from '../features/not-found/views/not-found.page';

// The first page ships with the app; the later steps load when the buyer gets there.
const TripDetailsPage = lazy(() =>
  import('@tripx/ui-flow/views/trip-details/trip-details.page').then((m) => ({ default: m.TripDetailsPage })),
);
const PlanSelectionPage = lazy(() =>
  import('@tripx/ui-flow/views/plan-selection/plan-selection.page').then((m) => ({
    default: m.PlanSelectionPage,
  })),
);
const QuoteSummaryPage = lazy(() =>
  import('@tripx/ui-flow/views/quote-summary/quote-summary.page').then((m) => ({
    default: m.QuoteSummaryPage,
  })),
);
const ContactDetailsPage = lazy(() =>
  import('@tripx/ui-flow/views/contact-details/contact-details.page').then((m) => ({
    default: m.ContactDetailsPage,
  })),
);
const PaymentPage = lazy(() =>
  import('@tripx/ui-flow/views/payment/payment.page').then((m) => ({ default: m.PaymentPage })),
);
const ConfirmationPage = lazy(() =>
  import('@tripx/ui-flow/views/confirmation/confirmation.page').then((m) => ({
    default: m.ConfirmationPage,
  })),
);
const ContentPage = lazy(() =>
  import('../features/content-pages/views/content-page.view').then((m) => ({ default: m.ContentPage })),
);

/** The page of the current address. */
export const PageSwitch = observer(function PageSwitch() {
  const { router } = useStores();
  switch (router.page) {
    case 'travellerDetails':
      return <TravellerDetailsPage />;
    case 'tripDetails':
      return <TripDetailsPage />;
    case 'planSelection':
      return <PlanSelectionPage />;
    case 'quoteSummary':
      return <QuoteSummaryPage />;
    case 'contactDetails':
      return <ContactDetailsPage />;
    case 'payment':
      return <PaymentPage />;
    case 'confirmation':
      return <ConfirmationPage />;
    case 'welcome':
    case 'faqs':
    case 'contactUs':
    case 'resource':
      return <ContentPage page={router.page} />;
    case 'notFound':
      return <NotFoundPage />;
  }
});
