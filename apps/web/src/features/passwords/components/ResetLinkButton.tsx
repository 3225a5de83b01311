import { useMutation } from '@tanstack/react-query';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/formatters';
import { makeResetLink } from '../api';
import styles from './ResetLinkButton.module.css';

interface ResetLinkButtonProps {
  user: { id: string; username: string };
  /** The button's look in its row (the admin list's own button class); an icon and text inside. */
  className?: string;
}

/**
 * For the admin's member list: makes a one-time password-reset link for `user` and shows it once, in a
 * dialog with a copy button. Nothing keeps the link: closing the dialog forgets it (a new one can be made).
 */
export function ResetLinkButton({ user, className }: ResetLinkButtonProps) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const make = useMutation({ mutationFn: () => makeResetLink(user.id) });
  const close = () => {
    make.reset();
    setCopied(false);
  };
  const copy = async () => {
    if (!make.data) return;
    try {
      await navigator.clipboard.writeText(make.data.url);
      setCopied(true);
    } catch {
      // No clipboard (plain http on a LAN): the link is selected, for Ctrl+C.
      input.current?.select();
    }
  };
  const failure =
    make.error instanceof ApiError && make.error.kind === 'http' && make.error.message
      ? make.error.message
      : t('passwords.adminLink.failed');

  return (
    <>
      <button
        type="button"
        className={className ?? styles.button}
        onClick={() => make.mutate()}
        disabled={make.isPending}
        data-testid="make-reset-link"
      >
        <KeyRound size={16} aria-hidden="true" />
        <span>{make.isPending ? t('passwords.adminLink.making') : t('passwords.adminLink.make')}</span>
      </button>
      {(make.data || make.isError) && (
        <Dialog title={t('passwords.adminLink.title')} closeLabel={t('passwords.adminLink.close')} onClose={close}>
          {make.data ? (
            <div className={styles.body}>
              <p className={styles.intro}>
                {t('passwords.adminLink.intro', {
                  name: user.username,
                  time: formatDateTime(make.data.expiresAt, i18n.language),
                })}
              </p>
              <div className={styles.linkRow}>
                <input
                  ref={input}
                  className={styles.link}
                  readOnly
                  value={make.data.url}
                  aria-label={t('passwords.adminLink.label', { name: user.username })}
                  onFocus={(event) => event.target.select()}
                  data-testid="reset-link-url"
                />
                <button type="button" className={styles.copy} onClick={() => void copy()} autoFocus>
                  {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
                  <span aria-live="polite">
                    {copied ? t('passwords.adminLink.copied') : t('passwords.adminLink.copy')}
                  </span>
                </button>
              </div>
            </div>
          ) : (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
        </Dialog>
      )}
    </>
  );
}
