import { ErrorPage } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';

/** 404 (spec 2.8): title, the help lines and a link back to the quote. */
export const NotFoundPage = observer(function NotFoundPage() {
  const { navigation } = useStores();
  const { t } = useLabels('web.common');
  return (
    <div className="flow-page">
      <ErrorPage
        code="404"
        title={t('notFoundTitle')}
        help={[t('notFoundHelpAddress'), t('notFoundHelpLink'), t('notFoundHelpDesk')]}
        link={{
          href: navigation.href('travellerDetails'),
          label: t('notFoundLink'),
          onNavigate: (e) => {
            e.preventDefault();
            navigation.go('travellerDetails');
          },
        }}
      />
    </div>
  );
});
