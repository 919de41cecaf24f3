import { Modal } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SecretReveal } from './secret-reveal';

/**
 * The secret of a new or rotated credential, once, with a copy button; closing forgets it. The
 * title and the warning are the caller's (what the secret is, what is kept of it).
 */
export const SecretDialog = observer(function SecretDialog(props: {
  readonly reveal: SecretReveal;
  readonly title: (name: string) => string;
  readonly once: string;
}) {
  const { t } = useTranslation('distribution');
  const { reveal } = props;
  const shown = reveal.shown;
  const copy = async (secret: string) => {
    await navigator.clipboard.writeText(secret);
    reveal.copiedToClipboard();
  };
  return (
    <Modal
      open={shown !== null}
      title={props.title(shown?.name ?? '')}
      role="alertdialog"
      closeOnBackdrop={false}
      onClose={() => reveal.dismissed()}
      footer={
        <>
          <button type="button" onClick={() => void (shown && copy(shown.secret))}>
            {t('secret.copy')}
          </button>
          <button type="button" onClick={() => reveal.dismissed()}>
            {t('secret.done')}
          </button>
        </>
      }
    >
      <p>
        <strong>{props.once}</strong>
      </p>
      <p>
        <code className="dst-secret" aria-label={t('secret.label')}>
          {shown?.secret}
        </code>
      </p>
      <p role="status">{reveal.copied ? t('secret.copied') : ''}</p>
    </Modal>
  );
});

/** Asks before something is removed for good: the caller's question, its action, or Cancel. */
export function ConfirmDialog(props: {
  readonly open: boolean;
  readonly title: string;
  readonly body: string;
  readonly confirm: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('distribution');
  return (
    <Modal
      open={props.open}
      title={props.title}
      role="alertdialog"
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" onClick={props.onConfirm}>
            {props.confirm}
          </button>
          <button type="button" onClick={props.onCancel}>
            {t('confirm.cancel')}
          </button>
        </>
      }
    >
      <p>{props.body}</p>
    </Modal>
  );
}
