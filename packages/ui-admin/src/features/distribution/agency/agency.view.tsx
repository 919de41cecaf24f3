import type { HierarchyResponse } from '@tripx/application';
import { TextInput, Toggle } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CallErrorMessage, SubmitForm } from '../shared/pager.view';
import type { AgencyStore } from './agency.store';

function Tree({ node, fr }: { readonly node: HierarchyResponse; readonly fr: boolean }) {
  return (
    <li>
      {fr ? node.organizationNameInFrench : node.organizationName} ({node.code})
      {node.children.length > 0 && (
        <ul>
          {node.children.map((c) => (
            <Tree key={c.code} node={c} fr={fr} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** /agency: organization search, details, contacts, category (logo and premium display), hierarchy. */
export const AgencyView = observer(function AgencyView({
  store: s,
  onOpen,
}: {
  readonly store: AgencyStore;
  /** Opens an organization's address (/agency/:code). */
  readonly onOpen: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('distribution');
  const fr = i18n.language === 'fr';
  const d = s.details;
  return (
    <section className="dst-screen">
      <SubmitForm layout="filters" onSubmit={() => void s.searched()}>
        <TextInput label={t('organizationName')} value={s.name} onChange={(v) => s.nameChanged(v)} />
        <Toggle
          label={t('report.includeChildren')}
          checked={s.includeChildren}
          onChange={(v) => s.includeChildrenChanged(v)}
        />
        <button type="submit">{t('search')}</button>
      </SubmitForm>
      <CallErrorMessage error={s.error} />
      <ul className="dst-list">
        {s.organizations.map((o) => (
          <li key={o.code}>
            <button type="button" className="dst-link" onClick={() => onOpen(o.code)}>
              {fr ? o.organizationNameInFrench : o.organizationName} ({o.code})
            </button>
          </li>
        ))}
      </ul>
      {d && (
        <article aria-labelledby="dst-agency-name">
          <h2 id="dst-agency-name">{fr ? d.organizationNameInFrench : d.organizationName}</h2>
          <dl className="dst-details">
            <dt>{t('organizationCode')}</dt>
            <dd>{d.code}</dd>
            <dt>{t('agency.category')}</dt>
            <dd>{d.category}</dd>
            <dt>{t('agency.salesChannel')}</dt>
            <dd>{d.salesChannel}</dd>
            <dt>{t('agency.logo')}</dt>
            <dd>{t(d.display.showsLogo ? 'yes' : 'no')}</dd>
            <dt>{t('agency.premiumDisplay')}</dt>
            <dd>{t(`agency.premiumDisplay.${d.display.premiumDisplay}`)}</dd>
            <dt>{t('filter.branchCode')}</dt>
            <dd>{d.branchCode ?? ''}</dd>
            <dt>{t('filter.legalName')}</dt>
            <dd>{d.legalName ?? ''}</dd>
          </dl>
          <h3>{t('agency.contacts')}</h3>
          <ul>
            {d.contacts.map((c, i) => (
              <li key={`${c.contactType}-${i}`}>
                {c.contactType}: {[c.name, c.email, c.phone].filter(Boolean).join(' · ')}
              </li>
            ))}
          </ul>
          {s.agents.length > 0 && (
            <>
              <h3>{t('agency.agents')}</h3>
              <ul>
                {s.agents.map((a) => (
                  <li key={a.profileRef}>
                    {a.firstName} {a.lastName} ({a.profileCode})
                  </li>
                ))}
              </ul>
            </>
          )}
          {s.hierarchy && (
            <>
              <h3>{t('agency.hierarchy')}</h3>
              <ul className="dst-tree">
                <Tree node={s.hierarchy} fr={fr} />
              </ul>
            </>
          )}
        </article>
      )}
    </section>
  );
});
