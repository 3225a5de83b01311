import { LIMITS } from '@teamhub/contracts';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { DiscardDraftConfirm } from '../../../components/DiscardDraftConfirm';
import { MediaDropzone } from '../../../components/MediaDropzone';
import creatorStyles from '../../../components/MediaCreator.module.css';
import { INITIAL_CREATE_STORY_STATE, closeNeedsConfirmation, createStoryReducer } from '../create-story-state';
import { useShareStory } from '../hooks/useShareStory';
import { StoryEditStep } from './StoryEditStep';
import styles from './CreateStoryDialog.module.css';

interface CreateStoryDialogProps {
  /** Called once the dialog should go: after sharing, discarding, or closing an empty draft. */
  onClose: () => void;
}

/**
 * The story creator behind "Your story": choose a photo or video, then edit it (filters, texts,
 * caption, duration) on a live preview and share. It is mounted only while open, so closing or
 * discarding forgets the whole draft.
 */
export function CreateStoryDialog({ onClose }: CreateStoryDialogProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(createStoryReducer, INITIAL_CREATE_STORY_STATE);
  const share = useShareStory(dispatch, onClose);

  // The preview's object URL lives exactly as long as the draft holds it.
  useEffect(() => {
    const url = state.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.previewUrl]);

  const requestClose = () => {
    if (state.sharing) return;
    if (state.confirmingDiscard) dispatch({ type: 'keepEditing' });
    else if (closeNeedsConfirmation(state)) dispatch({ type: 'askDiscard' });
    else onClose();
  };

  return (
    <Dialog title={t('stories.create.title')} closeLabel={t('stories.create.close')} onClose={requestClose}>
      <div
        className={`${creatorStyles.creator} ${styles.creator}`}
        data-testid="create-story-dialog"
        data-step={state.step}
      >
        {state.step === 'select' && (
          // Any other file than a photo or video gets the specification's alert.
          <MediaDropzone
            testIdPrefix="story"
            texts={{
              dropHere: t('stories.create.dropHere'),
              dropActive: t('stories.create.dropActive'),
              selectFile: t('stories.create.selectFile'),
              fileHint: t('stories.create.fileHint'),
              tooLarge: t('stories.create.errors.tooLarge'),
            }}
            limits={LIMITS.story}
            otherFiles={{ reject: t('stories.create.unsupported') }}
            error={state.error}
            errorTestId="story-select-error"
            onFile={(file, previewUrl) => dispatch({ type: 'fileChosen', file, previewUrl })}
            onReject={(error) => dispatch({ type: 'fileRejected', error })}
          />
        )}
        {state.step === 'edit' && state.file && state.previewUrl && (
          <StoryEditStep state={state} dispatch={dispatch} onShare={() => void share(state)} />
        )}
        {state.confirmingDiscard && (
          <DiscardDraftConfirm
            texts={{
              title: t('stories.create.discardTitle'),
              body: t('stories.create.discardBody'),
              discard: t('stories.create.discard'),
              cancel: t('stories.create.cancel'),
            }}
            idPrefix="discard-story"
            testId="story-discard"
            onDiscard={onClose}
            onCancel={() => dispatch({ type: 'keepEditing' })}
          />
        )}
      </div>
    </Dialog>
  );
}
