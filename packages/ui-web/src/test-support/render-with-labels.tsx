import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, namespaceOf } from '../platform/i18n';
import common from '../../../../translations/web/common.en.json';
import plans from '../../../../translations/web/plans.en.json';
import productCard from '../../../../translations/errors/product-card.en.json';
import rating from '../../../../translations/errors/rating.en.json';

/** Renders a view with the app's real English labels (the files /tms serves). */
export const renderWithLabels = (ui: ReactElement) => {
  const i18n = createI18n('en');
  i18n.addResourceBundle('en', namespaceOf('web', 'common'), common);
  i18n.addResourceBundle('en', namespaceOf('web', 'plans'), plans);
  i18n.addResourceBundle('en', namespaceOf('errors', 'product-card'), productCard);
  i18n.addResourceBundle('en', namespaceOf('errors', 'rating'), rating);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
};
