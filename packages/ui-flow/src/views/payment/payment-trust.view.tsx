import { CARD_BRANDS } from '@tripx/domain';
import { useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';

/**
 * What a buyer looks for before paying: the cards accepted (text badges, no brand artwork), the
 * licensed insurer, the 24/7 emergency assistance line and the privacy page. The insurer line and the
 * phone are the organization's content when it has them; the line is left out without a number.
 */
export function PaymentTrust() {
  const flow = useFlow();
  const { t } = useLabels('web.apply');
  const phone = flow.contractText('assistancePhone');
  return (
    <section className="flow-trust" aria-labelledby="flow-trust-title">
      <h2 id="flow-trust-title" className="flow-section__title">
        {t('trustTitle')}
      </h2>
      <p className="flow-trust__cards">
        <span id="flow-trust-cards">{t('acceptedCards')}</span>
        <span role="list" aria-labelledby="flow-trust-cards" className="flow-trust__badges">
          {CARD_BRANDS.map((b) => (
            <span key={b} role="listitem" className={`flow-trust__badge flow-trust__badge--${b}`}>
              {t(`brand.${b}`)}
            </span>
          ))}
        </span>
      </p>
      <p>{flow.contractText('licensedInsurer') || t('licensedInsurerFallback')}</p>
      {phone ? (
        <p>
          {t('assistance247')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      ) : null}
      {flow.privacyHref ? (
        <p>
          <a href={flow.privacyHref} target="_blank" rel="noopener">
            {t('privacyLink')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
