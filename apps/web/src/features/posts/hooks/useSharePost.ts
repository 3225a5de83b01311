import type { PostView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addPostToLists } from '../../feed';
import { profileKeys } from '../../profile';
import type { AlbumDraftItem } from '../album-draft';
import { createPost } from '../api';
import { createPostErrorMessage } from '../create-post-error';
import type { PostDetails, WizardAction } from '../wizard-state';

/**
 * Shares the post once (a second press while one is on its way does nothing), reports progress,
 * puts the new post at the top of the cached feed and refreshes the author's counts.
 */
export function useSharePost(dispatch: (action: WizardAction) => void, onShared: (post: PostView) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);

  return useCallback(
    async (media: File | AlbumDraftItem[], details: PostDetails) => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: 'shareStarted' });
      try {
        const post = await createPost(media, details, (progress) => dispatch({ type: 'shareProgress', progress }));
        addPostToLists(queryClient, post);
        void queryClient.invalidateQueries({ queryKey: profileKeys.own });
        onShared(post);
      } catch (error) {
        const { key, serverMessage } = createPostErrorMessage(error);
        dispatch({ type: 'shareFailed', error: serverMessage ?? t(`createPost.errors.${key}`) });
      } finally {
        inFlight.current = false;
      }
    },
    [dispatch, onShared, queryClient, t],
  );
}
