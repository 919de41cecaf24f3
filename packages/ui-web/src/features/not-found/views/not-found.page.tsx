import { ErrorPage } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';
import { urlFor } from '../../routing/store/routes';

/** 404 (spec 2.8): title, the help lines and a link back to the quote. */
export const NotFoundPage = observer(function NotFoundPage() {
  const { router } = useStores();
  const { t } = useLabels('web.common');
  return (
    <div className="flow-page">
      <ErrorPage
        code="404"
        title={t('notFoundTitle')}
        help={[t('notFoundHelpAddress'), t('notFoundHelpLink'), t('notFoundHelpDesk')]}
        link={{
          href: urlFor('travellerDetails', {
            lang: router.lang,
            ...(router.refCode ? { refCode: router.refCode } : {}),
          }),
          label: t('notFoundLink'),
          onNavigate: (e) => {
            e.preventDefault();
            router.navigate('travellerDetails');
          },
        }}
      />
    </div>
  );
});
