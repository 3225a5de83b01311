import type { StoryView } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/useAnnounce';
import { useSession } from '../../../lib/session/useSession';
import { createStory, storyKeys } from '../api';
import { draftFields, type CreateStoryAction, type CreateStoryState } from '../create-story-state';
import { addOwnStoryToGroups, updateStripGroups } from '../story-cache';
import { storyUploadErrorMessage } from '../story-upload-error';

/**
 * Shares the story once (a second press while one is on its way does nothing), reports progress,
 * puts it in the reader's own strip entry at once and refetches the strip.
 */
export function useShareStory(dispatch: (action: CreateStoryAction) => void, onShared: (story: StoryView) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const announce = useAnnounce();
  const inFlight = useRef(false);

  return useCallback(
    async (state: CreateStoryState) => {
      if (inFlight.current || !state.file) return;
      inFlight.current = true;
      dispatch({ type: 'shareStarted' });
      try {
        const story = await createStory(state.file, draftFields(state), (progress) =>
          dispatch({ type: 'shareProgress', progress }),
        );
        if (user) {
          const { _id, id, username, avatar, verified } = user;
          updateStripGroups(queryClient, addOwnStoryToGroups(story, { _id, id, username, avatar, verified }));
        }
        void queryClient.invalidateQueries({ queryKey: storyKeys.strip });
        announce(t('stories.create.shared'));
        onShared(story);
      } catch (error) {
        const { key, serverMessage } = storyUploadErrorMessage(error);
        dispatch({ type: 'shareFailed', error: serverMessage ?? t(`stories.create.errors.${key}`) });
      } finally {
        inFlight.current = false;
      }
    },
    [announce, dispatch, onShared, queryClient, t, user],
  );
}
