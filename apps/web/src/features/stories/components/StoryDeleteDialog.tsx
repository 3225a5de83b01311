import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteStory } from '../api';

interface StoryDeleteDialogProps {
  storyId: string;
  onDeleted: () => void;
  onClose: () => void;
}

/** "Delete story?": the story goes only once the reader confirms; a failure says so and stays. */
export function StoryDeleteDialog({ storyId, onDeleted, onClose }: StoryDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('stories.viewer.deleteTitle')}
      message={t('stories.viewer.deleteBody')}
      confirmLabel={t('stories.viewer.deleteConfirm')}
      onConfirm={async () => {
        await deleteStory(storyId);
        onDeleted();
      }}
      onClose={onClose}
      describeFailure={() => t('stories.viewer.deleteFailed')}
      testIds={{ dialog: 'story-delete-confirm', confirm: 'story-delete-accept' }}
    />
  );
}
