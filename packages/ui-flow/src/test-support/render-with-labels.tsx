import { render } from '@testing-library/react';
import type { Language } from '@tripx/domain';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import apply from '../../../../translations/web/apply.en.json';
import applyFr from '../../../../translations/web/apply.fr.json';
import common from '../../../../translations/web/common.en.json';
import commonFr from '../../../../translations/web/common.fr.json';
import plans from '../../../../translations/web/plans.en.json';
import plansFr from '../../../../translations/web/plans.fr.json';
import quote from '../../../../translations/web/quote.en.json';
import quoteFr from '../../../../translations/web/quote.fr.json';
import inputs from '../../../../translations/errors/inputs.en.json';
import inputsFr from '../../../../translations/errors/inputs.fr.json';
import payment from '../../../../translations/errors/payment.en.json';
import paymentFr from '../../../../translations/errors/payment.fr.json';
import productCard from '../../../../translations/errors/product-card.en.json';
import productCardFr from '../../../../translations/errors/product-card.fr.json';
import quoteForm from '../../../../translations/errors/quote-form.en.json';
import quoteFormFr from '../../../../translations/errors/quote-form.fr.json';
import rating from '../../../../translations/errors/rating.en.json';
import ratingFr from '../../../../translations/errors/rating.fr.json';

/**
 * Renders a flow view with the real labels of a language (English unless told: the files /tms serves),
 * flat keys as both apps load them.
 */
export const renderWithLabels = (ui: ReactElement, lng: Language = 'en') => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        'web.common': common,
        'web.plans': plans,
        'web.apply': apply,
        'web.quote': quote,
        'errors.inputs': inputs,
        'errors.payment': payment,
        'errors.product-card': productCard,
        'errors.quote-form': quoteForm,
        'errors.rating': rating,
      },
      fr: {
        'web.common': commonFr,
        'web.plans': plansFr,
        'web.apply': applyFr,
        'web.quote': quoteFr,
        'errors.inputs': inputsFr,
        'errors.payment': paymentFr,
        'errors.product-card': productCardFr,
        'errors.quote-form': quoteFormFr,
        'errors.rating': ratingFr,
      },
    },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
};
