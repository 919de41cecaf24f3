import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';
import { PageHeading } from '@tripx/ui-flow/views';

export type ContentPageId = 'welcome' | 'faqs' | 'contactUs' | 'resource' | 'privacy';

/** The landing page's customer-name placeholder (spec 7.2), replaced with the buyer's first name. */
export const CUSTOMER_NAME_PLACEHOLDER = '{{customerName}}';

export const withCustomerName = (text: string, name: string, fallback: string): string =>
  text.split(CUSTOMER_NAME_PLACEHOLDER).join(name.trim() || fallback);

/**
 * The external pages of spec 2.5. Their text is the organization's content when it has some
 * (keys welcomePage, faqsPage, contactUsPage, resourcePage, privacyPage), otherwise the app's own labels; it is
 * shown as text, never as markup.
 */
export const ContentPage = observer(function ContentPage({ page }: { readonly page: ContentPageId }) {
  const { content, deferred, navigation } = useStores();
  const { t } = useLabels('web.pages');
  const raw = content.text(`${page}Page`) || t(`${page}.body`, { customerName: CUSTOMER_NAME_PLACEHOLDER });
  const body =
    page === 'welcome'
      ? withCustomerName(raw, deferred.later?.travellerDetails.forms[0]?.firstName ?? '', t('welcome.guest'))
      : raw;
  return (
    <div className="flow-page">
      <PageHeading>{t(`${page}.title`)}</PageHeading>
      {body.split('\n\n').map((para) => (
        <p key={para}>{para}</p>
      ))}
      <div className="flow-actions">
        <button
          type="button"
          className="tx-button tx-button--primary"
          onClick={() => navigation.go('travellerDetails')}
        >
          {t('getQuote')}
        </button>
      </div>
    </div>
  );
});
