import type { CreatedInvite } from '@teamhub/contracts';
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import form from '../../../components/Form.module.css';
import styles from './admin.module.css';
import own from './InvitesSection.module.css';

/** The new link, shown this once (only its hash is kept), with a Copy button. */
export function CreatedInviteLink({
  invite,
  mailed,
  onDone,
}: {
  invite: CreatedInvite;
  /** The link is also on its way by mail to the email it is bound to. */
  mailed: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(invite.url);
      setCopied(true);
    } catch {
      // No clipboard access (plain HTTP on a LAN): the link stays selected for Ctrl+C.
      setCopied(false);
    }
  };
  return (
    <div className={own.form}>
      <p className={styles.confirmText}>{t('admin.invites.createdText')}</p>
      {mailed && invite.email && (
        <p className={styles.success} data-testid="invite-mailed">
          {t('admin.invites.mailed', { email: invite.email })}
        </p>
      )}
      <div className={own.field}>
        <label htmlFor="created-invite-link">{t('admin.invites.linkLabel')}</label>
        <div className={own.linkRow}>
          <input
            id="created-invite-link"
            ref={field}
            className={`${form.input} ${styles.input}`}
            value={invite.url}
            readOnly
            onFocus={(event) => event.target.select()}
            data-testid="created-invite-link"
          />
          <button type="button" className={buttons.secondary} onClick={() => void copy()}>
            {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
            {copied ? t('admin.invites.copied') : t('admin.invites.copy')}
          </button>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t('admin.invites.copied') : ''}
      </p>
      <div className={`${form.actions} ${styles.actions}`}>
        <button type="button" className={buttons.primary} onClick={onDone}>
          {t('admin.invites.done')}
        </button>
      </div>
    </div>
  );
}
