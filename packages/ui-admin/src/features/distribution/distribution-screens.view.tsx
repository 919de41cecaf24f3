import './distribution.css';
import type { LicenceOwnerKind, LinkSection } from '@tripx/application';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../app/admin-stores.context';
import { useAddressedList } from '../../platform/use-addressed-list';
import type { ScreenProps } from '../screens/screen-registry';
import { AgencyView } from './agency/agency.view';
import { AgentFormView } from './agents/agent-form.view';
import { AgentsListView } from './agents/agents-list.view';
import { LicenceFormView } from './licences/licence-form.view';
import { LicencesListView } from './licences/licences-list.view';
import { licenceOwnerOf } from './licences/licences.store';
import { agencyPath, licenceEditPath } from './distribution-paths';
import { LinksView } from './links/links.view';
import { MaintenanceView } from './maintenance/maintenance.view';
import { ReportsView } from './reports/reports.view';
import { mayUse, saveFile } from './shared/call-state';
import { CallErrorMessage, ScreenHeading } from './shared/pager.view';
import { policyPath } from '../policies/shared/policy-paths';

export const AgentsScreen = observer(function AgentsScreen({ router, session }: ScreenProps) {
  const store = useAdminStores().distribution.agents;
  useAddressedList(router, store);
  useEffect(() => void store.loadRoles(), [store]);
  return (
    <>
      <ScreenHeading titleKey="screen.users" />
      <AgentsListView
        store={store}
        mayRegister={mayUse(session.state.claims, 'agentAdminCreate')}
        internalDirectory={session.user?.userType === 'LAN_ID'}
        onOpen={(ref) => router.navigate(`/users/${encodeURIComponent(ref)}`)}
        onRegister={() => router.navigate('/users/register')}
      />
    </>
  );
});

export const RegisterAgentScreen = observer(function RegisterAgentScreen(props: ScreenProps) {
  const { t } = useTranslation('distribution');
  const store = useAdminStores().distribution.agents;
  useEffect(() => {
    store.startRegistration(props.session.user?.organizationCode ?? null);
    void store.loadRoles();
  }, [store, props.session]);
  const save = async () => {
    const ref = await store.saved();
    if (!ref) return;
    props.toasts.show('success', t('agentRegistered'));
    props.router.navigate(`/users/${encodeURIComponent(ref)}`);
  };
  return (
    <>
      <ScreenHeading titleKey="screen.userRegister" />
      <AgentFormView store={store} editable onSave={() => void save()} />
    </>
  );
});

export const AgentProfileScreen = observer(function AgentProfileScreen(props: ScreenProps) {
  const { t } = useTranslation('distribution');
  const { agents: store, licences } = useAdminStores().distribution;
  const agentId = props.params['agentId'] ?? '';
  useEffect(() => {
    void store.loadProfile(agentId);
    void store.loadRoles();
  }, [store, agentId]);
  const claims = props.session.state.claims;
  const save = async () => {
    if (await store.saved()) props.toasts.show('success', t('profileSaved'));
  };
  const addLicence = () => {
    licences.addStarted({ kind: 'agent', id: agentId });
    props.router.navigate('/licensing/add');
  };
  // The form shows the profile of its address only: never another one's, nor a blank registration form.
  const opened = store.profileRef === agentId;
  return (
    <>
      <ScreenHeading titleKey="screen.userProfile" />
      {opened ? (
        <AgentFormView
          store={store}
          editable={mayUse(claims, 'agentAdminEdit')}
          onSave={() => void save()}
          {...(mayUse(claims, 'licensingAdd') ? { onAddLicence: addLicence } : {})}
        />
      ) : store.loadError ? (
        <>
          <CallErrorMessage error={store.loadError} />
          <button type="button" onClick={() => props.router.navigate('/users', store.listQuery)}>
            {t('backToUsers')}
          </button>
        </>
      ) : (
        <p>{t('loadingProfile')}</p>
      )}
    </>
  );
});

export const LicencesScreen = observer(function LicencesScreen({ router, session }: ScreenProps) {
  const store = useAdminStores().distribution.licences;
  useAddressedList(router, store);
  const claims = session.state.claims;
  return (
    <>
      <ScreenHeading titleKey="screen.licensing" />
      <LicencesListView
        store={store}
        mayAdd={mayUse(claims, 'licensingAdd')}
        mayEdit={mayUse(claims, 'licensingEdit')}
        onAdd={() => {
          store.addStarted(null);
          router.navigate('/licensing/add');
        }}
        onEdit={(row) => {
          store.editStarted(row);
          router.navigate(licenceEditPath(licenceOwnerOf(row), row.id));
        }}
        onExport={(format) =>
          void store.exported(format).then((file) => {
            if (file) saveFile(file);
          })
        }
      />
    </>
  );
});

const LicenceForm = observer(function LicenceForm({
  router,
  toasts,
  titleKey,
}: ScreenProps & { titleKey: string }) {
  const { t } = useTranslation('distribution');
  const store = useAdminStores().distribution.licences;
  const save = async () => {
    if (await store.saved()) toasts.show('success', t('licenceSaved'));
  };
  return (
    <>
      <ScreenHeading titleKey={titleKey} />
      <LicenceFormView
        store={store}
        onSave={() => void save()}
        onCancel={() => router.navigate('/licensing', store.listQuery)}
      />
    </>
  );
});

export const AddLicenceScreen = (props: ScreenProps) => (
  <LicenceForm {...props} titleKey="screen.licensingAdd" />
);

const LICENCE_OWNER_KINDS: readonly string[] = ['agent', 'agency'] satisfies LicenceOwnerKind[];

/** The owner and id of a licence's edit address, when its parameters name one. */
const licenceOfAddress = (ownerKind = '', ownerId = '', licenceId = '') =>
  LICENCE_OWNER_KINDS.includes(ownerKind) && ownerId !== '' && licenceId !== ''
    ? { owner: { kind: ownerKind as LicenceOwnerKind, id: ownerId }, licenceId }
    : undefined;

export const EditLicenceScreen = observer(function EditLicenceScreen(props: ScreenProps) {
  const { t } = useTranslation('distribution');
  const { licences } = useAdminStores().distribution;
  const { ownerKind, ownerId, licenceId } = props.params;
  const asked = licenceOfAddress(ownerKind, ownerId, licenceId);
  useEffect(() => {
    const licence = licenceOfAddress(ownerKind, ownerId, licenceId);
    if (licence) void licences.editOpened(licence.owner, licence.licenceId);
  }, [licences, ownerKind, ownerId, licenceId]);
  const editing = licences.editing;
  if (editing && (!asked || editing.id === asked.licenceId))
    return <LicenceForm {...props} titleKey="screen.licensingEdit" />;
  return (
    <>
      <ScreenHeading titleKey="screen.licensingEdit" />
      <p>{t(asked && !licences.openError ? 'loadingLicence' : 'chooseLicenceFirst')}</p>
      <button type="button" onClick={() => props.router.navigate('/licensing', licences.listQuery)}>
        {t('backToLicences')}
      </button>
    </>
  );
});

export const ReportsScreen = observer(function ReportsScreen({ session, router }: ScreenProps) {
  const { distribution } = useAdminStores();
  const [store] = useState(() => distribution.reports());
  useEffect(() => void store.loadOrganizations(session.user?.organizationCode ?? null), [store, session]);
  return (
    <>
      <ScreenHeading titleKey="screen.reports" />
      <ReportsView
        store={store}
        policyHref={(n) => router.href(policyPath(n, 'view'))}
        onOpenPolicy={(n) => router.navigate(policyPath(n, 'view'))}
        onExport={(format) =>
          void store.exported(format).then((file) => {
            if (file) saveFile(file);
          })
        }
      />
    </>
  );
});

/** /agency and /agency/:code: the search in the query, the organization opened in the path. */
export const AgencyScreen = ({ session, router, params }: ScreenProps) => {
  const { distribution } = useAdminStores();
  const [store] = useState(() => distribution.agency(mayUse(session.state.claims, 'agentAdminRead'), router));
  useEffect(
    () =>
      reaction(
        () => router.query,
        (query) => void store.searchOpened(query),
        { fireImmediately: true },
      ),
    [store, router],
  );
  const code = params['code'];
  useEffect(() => {
    if (code) void store.opened(code);
    else store.closed();
  }, [store, code]);
  return (
    <>
      <ScreenHeading titleKey="screen.agency" />
      <AgencyView store={store} onOpen={(c) => router.navigate(agencyPath(c), router.query)} />
    </>
  );
};

export const MaintenanceScreen = ({ session, toasts }: ScreenProps) => {
  const { t } = useTranslation('distribution');
  const { distribution } = useAdminStores();
  const [store] = useState(() => distribution.maintenance());
  useEffect(() => void store.load(session.user?.organizationCode ?? null), [store, session]);
  const save = async () => {
    if (await store.save()) toasts.show('success', t('content.saved'));
  };
  return (
    <>
      <ScreenHeading titleKey="screen.maintenance" />
      <MaintenanceView store={store} onSave={() => void save()} />
    </>
  );
};

const linksScreen = (section: LinkSection) =>
  function LinksScreen({ session, toasts }: ScreenProps) {
    const { t } = useTranslation('distribution');
    const { distribution } = useAdminStores();
    const [store] = useState(() => distribution.links(section));
    const editable = mayUse(session.state.claims, 'configuration');
    useEffect(() => void store.load(editable), [store, editable]);
    const add = async () => {
      if (await store.added()) toasts.show('success', t('links.saved'));
    };
    return (
      <>
        <ScreenHeading titleKey={`screen.${section}`} />
        <LinksView store={store} editable={editable} onAdd={() => void add()} />
      </>
    );
  };

export const ExternalLinksScreen = linksScreen('external');
export const ResourcesScreen = linksScreen('resources');
export const FormsScreen = linksScreen('forms');
export const FaqScreen = linksScreen('faq');
