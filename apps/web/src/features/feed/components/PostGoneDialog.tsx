import { useTranslation } from 'react-i18next';
import buttons from '../../../components/Button.module.css';
import { Dialog } from '../../../components/Dialog';
import styles from './EditPostDialog.module.css';

/** What a deep link to a deleted post, or a post deleted while open, shows instead of an error or nothing. */
export function PostGoneDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('post.goneTitle')} closeLabel={t('post.close')} onClose={onClose}>
      <div className={styles.form} data-testid="post-gone">
        <p role="status">{t('post.gone')}</p>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={onClose} autoFocus>
            {t('post.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
