import { useTranslation } from 'react-i18next';
import { ToggleRow } from '../../../components/ToggleRow';
import { useSession } from '../../../lib/session/useSession';
import { useSaveReadReceipts } from '../hooks/useSaveReadReceipts';
import styles from '../components/ThemeOptions.module.css';

/** Settings → Chat: whether others see that the user read their messages (and so they see others'). */
export function ChatSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const save = useSaveReadReceipts();
  return (
    <section className={className} aria-labelledby="chat-settings-title" data-testid="chat-settings">
      <h2 id="chat-settings-title">{t('settings.chatTitle')}</h2>
      <ToggleRow
        label={t('settings.readReceipts')}
        hint={t('settings.readReceiptsHint')}
        checked={user?.sendReadReceipts ?? true}
        onChange={(checked) => save.mutate(checked)}
      />
      {save.isError && (
        <p role="alert" className={styles.error}>
          {t('settings.readReceiptsSaveFailed')}
        </p>
      )}
    </section>
  );
}
