import { Dropdown, SortableHeader, Tabs, TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Pager, SubmitForm } from '../shared/pager.view';
import type { AgentSortField } from '@tripx/domain';
import type { AgentsStore } from './agents.store';

const COLUMNS: readonly [AgentSortField, string][] = [
  ['firstName', 'agentName'],
  ['profileCode', 'profileCode'],
  ['status', 'status'],
  ['role', 'role'],
];

/** /users: agent search (filter fields, status ALL or one, sort by column, 10 a page). */
export const AgentsListView = observer(function AgentsListView(props: {
  readonly store: AgentsStore;
  readonly mayRegister: boolean;
  /** LAN_ID users may also list the internal directory (users-internal). */
  readonly internalDirectory: boolean;
  readonly onOpen: (profileRef: string) => void;
  readonly onRegister: () => void;
}) {
  const { t, i18n } = useTranslation('distribution');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const s = props.store;
  const results = (
    <>
      <table className="dst-table" aria-busy={s.searching}>
        <caption>{t('agentsFound', { count: s.result.total })}</caption>
        <thead>
          <tr>
            {COLUMNS.map(([column, label]) => (
              <SortableHeader
                key={column}
                column={column}
                label={t(label)}
                sort={s.listing.sort}
                onSort={(n) => void s.listing.sortChanged(n)}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {s.rows.map((a) => (
            <tr key={a.profileRef}>
              <td>
                <button type="button" className="dst-link" onClick={() => props.onOpen(a.profileRef)}>
                  {a.agentName}
                </button>
              </td>
              <td>{a.profileCode}</td>
              <td>{t(a.statusLabel)}</td>
              <td>{s.roleTitle(a.role, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager listing={s.listing} />
    </>
  );
  return (
    <section className="dst-screen">
      <SubmitForm layout="filters" onSubmit={() => void s.listing.searchSubmitted()}>
        <TextInput
          label={t('firstName')}
          value={s.criteria.firstName}
          onChange={(v) => s.criterionChanged('firstName', v)}
        />
        <TextInput
          label={t('lastName')}
          value={s.criteria.lastName}
          onChange={(v) => s.criterionChanged('lastName', v)}
        />
        <TextInput
          label={t('profileCode')}
          value={s.criteria.profileCode}
          onChange={(v) => s.criterionChanged('profileCode', v)}
        />
        <Dropdown
          label={t('status')}
          value={s.criteria.status}
          options={s.statusFilters.map((f) => ({ value: f, label: t(f === 'ALL' ? 'ALL' : `status.${f}`) }))}
          onChange={(v) => s.criterionChanged('status', v)}
        />
        <button type="submit">{t('search')}</button>
        {props.mayRegister && (
          <button type="button" onClick={props.onRegister}>
            {t('registerAgent')}
          </button>
        )}
      </SubmitForm>
      {props.internalDirectory ? (
        <Tabs
          label={t('directory')}
          tabs={[
            { id: 'agents', label: t('directory.agents') },
            { id: 'internal', label: t('directory.internal') },
          ]}
          selected={s.directory}
          onSelect={(d) => void s.directoryChosen(d)}
        >
          {results}
        </Tabs>
      ) : (
        results
      )}
    </section>
  );
});
