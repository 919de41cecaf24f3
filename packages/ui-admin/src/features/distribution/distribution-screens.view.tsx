import './distribution.css';
import type { LinkSection } from '@tripx/adapters-http/client';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../screens/screen-registry';
import { AgencyStore } from './agency/agency.store';
import { AgencyView } from './agency/agency.view';
import { AgentFormView } from './agents/agent-form.view';
import { AgentsListView } from './agents/agents-list.view';
import { LicenceFormView } from './licences/licence-form.view';
import { LicencesListView } from './licences/licences-list.view';
import { LinksStore } from './links/links.store';
import { LinksView } from './links/links.view';
import { MaintenanceStore } from './maintenance/maintenance.store';
import { MaintenanceView } from './maintenance/maintenance.view';
import { ReportsStore } from './reports/reports.store';
import { ReportsView } from './reports/reports.view';
import { mayUse, saveFile } from './shared/call-state';
import { distributionService } from './shared/distribution-service';
import { agentsStore, langOf, licencesStore } from './shared/distribution-stores';
import { ScreenHeading } from './shared/pager.view';

const torontoToday = (): string => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

export const AgentsScreen = observer(function AgentsScreen({ container, router, session }: ScreenProps) {
  const store = agentsStore(container);
  useEffect(() => void store.search(), [store]);
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
  const store = agentsStore(props.container);
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
  const store = agentsStore(props.container);
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
    licencesStore(props.container).addStarted({ kind: 'agent', id: agentId });
    props.router.navigate('/licensing/add');
  };
  return (
    <>
      <ScreenHeading titleKey="screen.userProfile" />
      <AgentFormView
        store={store}
        editable={mayUse(claims, 'agentAdminEdit')}
        onSave={() => void save()}
        {...(mayUse(claims, 'licensingAdd') ? { onAddLicence: addLicence } : {})}
      />
    </>
  );
});

export const LicencesScreen = observer(function LicencesScreen({ container, router, session }: ScreenProps) {
  const store = licencesStore(container);
  useEffect(() => void store.search(), [store]);
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
          router.navigate('/licensing/editLicense');
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
  container,
  router,
  toasts,
  titleKey,
}: ScreenProps & { titleKey: string }) {
  const { t } = useTranslation('distribution');
  const store = licencesStore(container);
  const save = async () => {
    if (await store.saved()) toasts.show('success', t('licenceSaved'));
  };
  return (
    <>
      <ScreenHeading titleKey={titleKey} />
      <LicenceFormView
        store={store}
        onSave={() => void save()}
        onCancel={() => router.navigate('/licensing')}
      />
    </>
  );
});

export const AddLicenceScreen = (props: ScreenProps) => (
  <LicenceForm {...props} titleKey="screen.licensingAdd" />
);

export const EditLicenceScreen = observer(function EditLicenceScreen(props: ScreenProps) {
  const { t } = useTranslation('distribution');
  if (licencesStore(props.container).editing)
    return <LicenceForm {...props} titleKey="screen.licensingEdit" />;
  return (
    <>
      <ScreenHeading titleKey="screen.licensingEdit" />
      <p>{t('chooseLicenceFirst')}</p>
      <button type="button" onClick={() => props.router.navigate('/licensing')}>
        {t('backToLicences')}
      </button>
    </>
  );
});

export const ReportsScreen = observer(function ReportsScreen({ container, session }: ScreenProps) {
  const [store] = useState(
    () => new ReportsStore(distributionService(container), langOf(container), torontoToday()),
  );
  useEffect(() => void store.loadOrganizations(session.user?.organizationCode ?? null), [store, session]);
  return (
    <>
      <ScreenHeading titleKey="screen.reports" />
      <ReportsView
        store={store}
        onExport={(format) =>
          void store.exported(format).then((file) => {
            if (file) saveFile(file);
          })
        }
      />
    </>
  );
});

export const AgencyScreen = ({ container, session }: ScreenProps) => {
  const [store] = useState(
    () =>
      new AgencyStore(
        distributionService(container),
        langOf(container),
        mayUse(session.state.claims, 'agentAdminRead'),
      ),
  );
  useEffect(() => void store.search(), [store]);
  return (
    <>
      <ScreenHeading titleKey="screen.agency" />
      <AgencyView store={store} />
    </>
  );
};

export const MaintenanceScreen = ({ container, session, toasts }: ScreenProps) => {
  const { t } = useTranslation('distribution');
  const [store] = useState(() => new MaintenanceStore(distributionService(container)));
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
  function LinksScreen({ container, session, toasts }: ScreenProps) {
    const { t } = useTranslation('distribution');
    const [store] = useState(() => new LinksStore(distributionService(container), section));
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
