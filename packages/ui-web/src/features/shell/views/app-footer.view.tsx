import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';
import type { PageId } from '../../routing/routes';

const LINKS: readonly PageId[] = ['faqs', 'contactUs', 'resource', 'privacy'];

/** The organization's footer text and the menu of external pages (spec 2.5), which white label hides. */
export const AppFooter = observer(function AppFooter() {
  const { content, navigation } = useStores();
  const { t } = useLabels();
  return (
    <footer className="web-footer">
      {content.whiteLabelReferenceId ? null : (
        <nav aria-label={t('footerNavLabel')}>
          <ul className="web-footer__links">
            {LINKS.map((page) => (
              <li key={page}>
                <a
                  href={navigation.href(page)}
                  onClick={(e) => {
                    e.preventDefault();
                    navigation.go(page);
                  }}
                >
                  {t(`page.${page}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="web-footer__text">{content.text('footer')}</p>
    </footer>
  );
});
