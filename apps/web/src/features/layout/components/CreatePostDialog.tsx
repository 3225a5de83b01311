import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import styles from './CreatePostDialog.module.css';

/** Opened by Add; the post creation wizard arrives with the feed. */
export function CreatePostDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('createPost.title')} closeLabel={t('createPost.close')} onClose={onClose}>
      <div className={styles.body}>
        <ImagePlus size={48} aria-hidden="true" />
        <p>{t('app.comingSoonBody')}</p>
      </div>
    </Dialog>
  );
}
