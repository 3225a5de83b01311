import { SHARE_LINK_DAYS, type DocumentView, type ShareLinkDays } from '@teamhub/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { useAnnounce } from '../../../components/useAnnounce';
import { formatDateTime } from '../../../lib/formatters';
import { createShareLink, documentKeys, fetchShareLinks, revokeShareLink } from '../api';
import { errorMessage } from '../utils/error-message';
import buttons from '../../../components/Button.module.css';
import styles from './Dialogs.module.css';

/** The document's active share links: make one with an expiry, copy it, revoke it. */
export function ShareLinkDialog({ document, onClose }: { document: DocumentView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<ShareLinkDays>(7);
  const key = documentKeys.links(document.id);
  const links = useQuery({ queryKey: key, queryFn: () => fetchShareLinks(document.id) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({ mutationFn: () => createShareLink(document.id, days), onSuccess: refresh });
  const revoke = useMutation({
    mutationFn: revokeShareLink,
    onSuccess: () => {
      announce(t('documents.revoked'));
      return refresh();
    },
  });
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    announce(t('documents.copied'));
  };
  const failure = create.error ?? revoke.error ?? links.error;
  const absolute = (url: string) => new URL(url, window.location.origin).toString();
  return (
    <Dialog title={t('documents.shareLinks')} closeLabel={t('documents.close')} onClose={onClose}>
      <p className={styles.subject}>{document.name}</p>
      <div className={styles.inline}>
        <label className={styles.field}>
          <span>{t('documents.expiresIn')}</span>
          <select value={days} onChange={(event) => setDays(Number(event.target.value) as ShareLinkDays)}>
            {SHARE_LINK_DAYS.map((value) => (
              <option key={value} value={value}>
                {t('documents.days', { count: value })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={buttons.primary} onClick={() => create.mutate()} disabled={create.isPending}>
          {t('documents.createLink')}
        </button>
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {errorMessage(failure, t('documents.actionFailed'))}
        </p>
      )}
      <ul className={styles.links}>
        {(links.data ?? []).map((link) => (
          <li key={link.id}>
            <input
              readOnly
              value={absolute(link.url)}
              aria-label={t('documents.linkFor', { date: formatDateTime(link.expiresAt, i18n.language) })}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className={styles.linkActions}>
              <span className={styles.muted}>{formatDateTime(link.expiresAt, i18n.language)}</span>
              <button type="button" className={buttons.secondary} onClick={() => void copy(absolute(link.url))}>
                <Copy size={14} aria-hidden="true" />
                {t('documents.copy')}
              </button>
              <button type="button" className={buttons.dangerOutline} onClick={() => revoke.mutate(link.id)}>
                <Link2Off size={14} aria-hidden="true" />
                {t('documents.revoke')}
              </button>
            </div>
          </li>
        ))}
        {links.isSuccess && links.data.length === 0 && <li className={styles.muted}>{t('documents.noLinks')}</li>}
      </ul>
    </Dialog>
  );
}
