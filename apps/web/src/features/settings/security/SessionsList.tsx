import type { SessionView } from '@teamhub/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNotificationAge } from '../../../lib/formatters';
import { useNow } from '../../../lib/useNow';
import { endOtherSessions, endSession, fetchSessions, SESSIONS_QUERY_KEY } from './api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import buttons from '../../../components/Button.module.css';
import styles from './security.module.css';

const MOBILE = /android|ios|iphone|ipad|mobile/i;

type Confirming = { kind: 'one'; session: SessionView } | { kind: 'others'; count: number };

/** My signed-in devices, this one marked, each other one with "Sign out", and "Sign out of all other devices". */
export function SessionsList() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const sessions = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: fetchSessions });
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const endOne = useMutation({ mutationFn: endSession, onSettled: refresh });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSettled: refresh });

  if (sessions.isPending) {
    return (
      <p className={styles.muted} role="status">
        {t('security.loading')}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <div className={styles.loadFailed} role="alert">
        <span>{t('security.loadFailed')}</span>
        <button type="button" className={buttons.secondary} onClick={() => void sessions.refetch()}>
          {t('security.retry')}
        </button>
      </div>
    );
  }

  const deviceOf = (session: SessionView) => session.device || t('security.unknownDevice');
  const lastSeen = (session: SessionView) => {
    const age = formatNotificationAge(session.lastSeenAt, now, i18n.language);
    return age === 'now' || age === '' ? t('security.activeNow') : t('security.lastSeen', { age });
  };
  const others = sessions.data.filter((session) => !session.current);

  return (
    <>
      <ul className={styles.sessions} data-testid="sessions-list">
        {sessions.data.map((session) => {
          const Icon = MOBILE.test(session.device) ? Smartphone : Monitor;
          return (
            <li key={session.id} className={styles.session} data-testid="session-row" data-current={session.current}>
              <span className={styles.deviceIcon} aria-hidden="true">
                <Icon size={20} />
              </span>
              <div className={styles.sessionText}>
                <span className={styles.deviceLine}>
                  <strong>{deviceOf(session)}</strong>
                  {session.current && <span className={styles.badge}>{t('security.thisDevice')}</span>}
                </span>
                <span className={styles.meta}>
                  {[session.ip, session.current ? t('security.activeNow') : lastSeen(session)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className={styles.meta}>
                  {t('security.signedInAt', { date: formatDateTime(session.createdAt, i18n.language) })}
                </span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={`${buttons.ghostDanger} ${styles.endSession}`}
                  aria-label={t('security.signOutDevice', { device: deviceOf(session) })}
                  onClick={() => setConfirming({ kind: 'one', session })}
                >
                  <LogOut size={16} aria-hidden="true" />
                  <span>{t('security.signOut')}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.sessionsFooter}>
        {others.length > 0 ? (
          <button
            type="button"
            className={buttons.dangerOutline}
            onClick={() => setConfirming({ kind: 'others', count: others.length })}
          >
            <LogOut size={16} aria-hidden="true" />
            {t('security.signOutOthers')}
          </button>
        ) : (
          <p className={styles.muted}>{t('security.onlyThisDevice')}</p>
        )}
      </div>
      {confirming?.kind === 'one' && (
        <ConfirmDialog
          title={t('security.confirmOneTitle', { device: deviceOf(confirming.session) })}
          message={t('security.confirmOneBody')}
          confirmLabel={t('security.signOut')}
          onConfirm={() => endOne.mutateAsync(confirming.session.id)}
          onClose={() => setConfirming(null)}
          describeFailure={() => t('security.actionFailed')}
        />
      )}
      {confirming?.kind === 'others' && (
        <ConfirmDialog
          title={t('security.confirmOthersTitle')}
          message={t('security.confirmOthersBody', { count: confirming.count })}
          confirmLabel={t('security.signOutOthers')}
          onConfirm={() => endOthers.mutateAsync()}
          onClose={() => setConfirming(null)}
          describeFailure={() => t('security.actionFailed')}
        />
      )}
    </>
  );
}
