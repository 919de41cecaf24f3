import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import apply from '../../../../translations/web/apply.en.json';
import common from '../../../../translations/web/common.en.json';
import plans from '../../../../translations/web/plans.en.json';
import inputs from '../../../../translations/errors/inputs.en.json';
import productCard from '../../../../translations/errors/product-card.en.json';
import rating from '../../../../translations/errors/rating.en.json';

/** Renders a flow view with the real English labels (the files /tms serves), flat keys as both apps load them. */
export const renderWithLabels = (ui: ReactElement) => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        'web.common': common,
        'web.plans': plans,
        'web.apply': apply,
        'errors.inputs': inputs,
        'errors.product-card': productCard,
        'errors.rating': rating,
      },
    },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
};
