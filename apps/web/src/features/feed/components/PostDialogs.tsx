import type { PostView } from '@teamhub/contracts';
import { lazy, Suspense } from 'react';
import type { PostAction } from './PostMenu';

// The comments load with the first post opened, not with the list (its first-route budget, vite.config.ts).
const CommentsDialog = lazy(() => import('./CommentsDialog').then((module) => ({ default: module.CommentsDialog })));
const PostGoneDialog = lazy(() => import('./PostGoneDialog').then((module) => ({ default: module.PostGoneDialog })));
// The author's dialogs load with the first edit or deletion, not with the list.
const PostManageDialog = lazy(() =>
  import('./PostManageDialog').then((module) => ({ default: module.PostManageDialog })),
);

interface PostDialogsProps {
  /** The posts of the list the dialogs were opened from. */
  posts: PostView[];
  /** Whether the list has loaded: only then does a missing post mean it is gone. */
  loaded: boolean;
  commentsPostId: string | null;
  highlightedCommentId?: string | null;
  onCloseComments: () => void;
  managing: { postId: string; action: PostAction } | null;
  onCloseManaging: () => void;
  /** A link to a post that no longer exists (the feed's deep links). */
  linkedPostGone?: boolean;
  onCloseLinkedPostGone?: () => void;
}

/** The dialogs a post list opens: comments, the author's edit or deletion, and "this post no longer exists". */
export function PostDialogs({
  posts,
  loaded,
  commentsPostId,
  highlightedCommentId = null,
  onCloseComments,
  managing,
  onCloseManaging,
  linkedPostGone = false,
  onCloseLinkedPostGone,
}: PostDialogsProps) {
  const commentsPost = commentsPostId ? posts.find((post) => post._id === commentsPostId) : undefined;
  const managedPost = managing ? posts.find((post) => post._id === managing.postId) : undefined;
  // The post open in the comments was deleted meanwhile (live, by its author): say so rather than vanish.
  const openPostGone = commentsPostId !== null && !commentsPost && loaded;
  return (
    <>
      {commentsPost && (
        <Suspense fallback={null}>
          <CommentsDialog post={commentsPost} highlightedCommentId={highlightedCommentId} onClose={onCloseComments} />
        </Suspense>
      )}
      {managing && managedPost && (
        <Suspense fallback={null}>
          <PostManageDialog post={managedPost} action={managing.action} onClose={onCloseManaging} />
        </Suspense>
      )}
      {(linkedPostGone || openPostGone) && (
        <Suspense fallback={null}>
          <PostGoneDialog
            onClose={() => {
              onCloseLinkedPostGone?.();
              onCloseComments();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
