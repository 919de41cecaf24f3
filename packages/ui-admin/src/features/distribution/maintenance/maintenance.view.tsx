import { Dropdown, TextArea } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CallErrorMessage, SubmitForm } from '../shared/pager.view';
import type { MaintenanceStore } from './maintenance.store';

/**
 * /maintenance: pick an organization, a content key and a language, edit the HTML, preview it.
 * The preview is a sandboxed frame (no scripts, no same origin): a draft is not sanitized yet.
 */
export const MaintenanceView = observer(function MaintenanceView(props: {
  readonly store: MaintenanceStore;
  readonly onSave: () => void;
}) {
  const { t } = useTranslation('distribution');
  const s = props.store;
  return (
    <section className="dst-screen">
      <div className="dst-filters">
        <Dropdown
          label={t('report.organization')}
          value={s.organizationCode}
          options={s.organizations.map((o) => ({
            value: o.code,
            label: `${o.organizationName} (${o.code})`,
          }))}
          onChange={(v) => void s.opened(v)}
        />
        <Dropdown
          label={t('content.key')}
          value={s.key}
          options={s.keys.map((k) => ({ value: k, label: t(`content.${k}`) }))}
          onChange={(v) => s.keyChosen(v)}
        />
        <Dropdown
          label={t('language')}
          value={s.lang}
          options={(['en', 'fr'] as const).map((l) => ({ value: l, label: t(`language.${l}`) }))}
          onChange={(v) => s.langChosen(v)}
        />
      </div>
      <CallErrorMessage error={s.error} />
      <SubmitForm layout="form" onSubmit={props.onSave}>
        <TextArea
          label={t('content.html')}
          value={s.value}
          rows={8}
          maxLength={20000}
          onChange={(v) => s.edited(v)}
        />
        <button type="submit" disabled={s.saving || !s.dirty}>
          {t('content.save')}
        </button>
      </SubmitForm>
      <h2>{t('content.preview')}</h2>
      <iframe className="dst-preview" title={t('content.preview')} sandbox="" srcDoc={s.value} />
    </section>
  );
});
