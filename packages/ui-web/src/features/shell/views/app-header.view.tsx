import { OrganizationLogo } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';

/** Top of every page: the brand or the white-label logo, and the language toggle (hidden for white label). */
export const AppHeader = observer(function AppHeader() {
  const { content, page, navigation } = useStores();
  const { t } = useLabels();
  const other = page.lang === 'en' ? 'fr' : 'en';
  return (
    <header className="web-header">
      <div className="web-header__inner">
        {content.logoUrl ? (
          <OrganizationLogo src={content.logoUrl} alt={content.organizationName} />
        ) : (
          <span className="web-header__brand">{content.organizationName || t('brandName')}</span>
        )}
        {content.visibility.languageToggle ? (
          <button
            type="button"
            className="tx-link-button web-header__toggle"
            lang={other}
            onClick={() => navigation.languageToggled()}
          >
            {t('languageToggle')}
          </button>
        ) : null}
      </div>
      {content.text('banner') ? <p className="web-banner">{content.text('banner')}</p> : null}
    </header>
  );
});
