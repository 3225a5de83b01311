import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { deleteStory } from '../api';
import styles from './StoryDialogs.module.css';

interface StoryDeleteDialogProps {
  storyId: string;
  onDeleted: () => void;
  onClose: () => void;
}

/** "Delete story?": the story goes only once the reader confirms; a failure says so and stays. */
export function StoryDeleteDialog({ storyId, onDeleted, onClose }: StoryDeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useMutation({ mutationFn: () => deleteStory(storyId), onSuccess: onDeleted });
  return (
    <Dialog title={t('stories.viewer.deleteTitle')} closeLabel={t('stories.viewer.close')} onClose={onClose}>
      <div className={styles.confirm} data-testid="story-delete-confirm">
        <p>{t('stories.viewer.deleteBody')}</p>
        {remove.isError && (
          <p className={styles.error} role="alert">
            {t('stories.viewer.deleteFailed')}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={remove.isPending}>
            {t('stories.viewer.cancel')}
          </button>
          <button
            type="button"
            className={styles.danger}
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            data-testid="story-delete-accept"
            autoFocus
          >
            {t('stories.viewer.deleteConfirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
