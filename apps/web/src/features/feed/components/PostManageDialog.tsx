import type { PostView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deletePost } from '../api';
import { removePostFromLists } from '../post-lists';
import { EditPostDialog } from './EditPostDialog';
import type { PostAction } from './PostMenu';

/** The dialog of the author's choice in a post's ⋯ menu: the edit form, or the deletion's confirmation. */
export function PostManageDialog({
  post,
  action,
  onClose,
}: {
  post: PostView;
  action: PostAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (action === 'edit') return <EditPostDialog post={post} onClose={onClose} />;
  return (
    <ConfirmDialog
      title={t('post.deleteTitle')}
      message={t('post.deleteMessage')}
      confirmLabel={t('post.delete')}
      onConfirm={async () => {
        await deletePost(post._id);
        removePostFromLists(queryClient, post._id);
      }}
      onClose={onClose}
      testIds={{ dialog: 'delete-post-dialog', confirm: 'delete-post-confirm' }}
    />
  );
}
