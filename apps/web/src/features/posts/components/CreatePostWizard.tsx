import { LIMITS } from '@teamhub/contracts';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { DiscardDraftConfirm } from '../../../components/DiscardDraftConfirm';
import { MediaDropzone } from '../../../components/MediaDropzone';
import creatorStyles from '../../../components/MediaCreator.module.css';
import { useAlbumStrings } from '../../feed';
import { useSharePost } from '../hooks/useSharePost';
import { INITIAL_WIZARD_STATE, closeNeedsConfirmation, wizardReducer } from '../wizard-state';
import { AlbumStep } from './AlbumStep';
import { DetailsStep } from './DetailsStep';
import { PreviewStep } from './PreviewStep';
import styles from './CreatePostWizard.module.css';
import { scrollBehavior } from '../../../lib/scroll-behavior';

/** How long after closing the wizard forgets the draft (specification section 4). */
export const WIZARD_RESET_DELAY_MS = 300;

/** Stops a pending reset; true if there was one. */
function cancelReset(timer: RefObject<number | null>): boolean {
  if (timer.current === null) return false;
  window.clearTimeout(timer.current);
  timer.current = null;
  return true;
}

interface CreatePostWizardProps {
  open: boolean;
  onClose: () => void;
}

/** The post creator behind Add: choose a photo or video, preview it, add the details, share. */
export function CreatePostWizard({ open, onClose }: CreatePostWizardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_STATE);
  useAlbumStrings();
  const resetTimer = useRef<number | null>(null);

  // Opened again before the delayed reset ran: start from a clean wizard now.
  useLayoutEffect(() => {
    if (open && cancelReset(resetTimer)) dispatch({ type: 'reset' });
  }, [open]);
  useEffect(() => () => void cancelReset(resetTimer), []);

  // Each item's object URL lives exactly as long as the draft holds it (reordering keeps it).
  const [heldUrls] = useState(() => new Set<string>());
  useEffect(() => {
    const now = new Set(state.items.map((item) => item.previewUrl));
    if (state.previewUrl) now.add(state.previewUrl);
    for (const url of heldUrls) {
      if (!now.has(url)) {
        URL.revokeObjectURL(url);
        heldUrls.delete(url);
      }
    }
    for (const url of now) heldUrls.add(url);
  }, [heldUrls, state.items, state.previewUrl]);
  useEffect(
    () => () => {
      for (const url of heldUrls) URL.revokeObjectURL(url);
      heldUrls.clear();
    },
    [heldUrls],
  );

  const finishClose = useCallback(() => {
    onClose();
    cancelReset(resetTimer);
    resetTimer.current = window.setTimeout(() => {
      resetTimer.current = null;
      dispatch({ type: 'reset' });
    }, WIZARD_RESET_DELAY_MS);
  }, [onClose]);

  const onShared = useCallback(() => {
    finishClose();
    // On the feed the new post is at the top: bring the top into view.
    if (location.pathname === '/') window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [finishClose, location.pathname]);
  const share = useSharePost(dispatch, onShared);

  const requestClose = () => {
    if (state.sharing) return;
    if (state.confirmingDiscard) dispatch({ type: 'keepEditing' });
    else if (closeNeedsConfirmation(state)) dispatch({ type: 'askDiscard' });
    else finishClose();
  };

  if (!open) return null;
  return (
    <Dialog title={t('createPost.title')} closeLabel={t('createPost.close')} onClose={requestClose}>
      <div
        className={`${creatorStyles.creator} ${styles.wizard}`}
        data-testid="create-post-wizard"
        data-step={state.step}
      >
        {state.step === 'select' && (
          // Files other than photos and videos are ignored (specification section 4).
          <MediaDropzone
            testIdPrefix="post"
            texts={{
              dropHere: t('createPost.dropHere'),
              dropActive: t('createPost.dropActive'),
              selectFile: t('createPost.selectFile'),
              fileHint: t('createPost.fileHint'),
              tooLarge: t('createPost.errors.tooLarge'),
            }}
            limits={LIMITS.post}
            otherFiles="ignore"
            error={state.error}
            onFile={(file, previewUrl) => dispatch({ type: 'filesChosen', files: [{ file, previewUrl }] })}
            onReject={(error) => dispatch({ type: 'fileRejected', error })}
            multiple={{
              max: LIMITS.post.albumMaxItems,
              tooMany: t('album.tooMany'),
              onFiles: (files) => dispatch({ type: 'filesChosen', files }),
            }}
          />
        )}
        {state.step === 'preview' && state.items.length > 1 && (
          <AlbumStep
            items={state.items}
            dispatch={dispatch}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => dispatch({ type: 'next' })}
          />
        )}
        {state.step === 'preview' && state.items.length <= 1 && state.file && state.previewUrl && (
          <PreviewStep
            file={state.file}
            previewUrl={state.previewUrl}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => dispatch({ type: 'next' })}
          />
        )}
        {state.step === 'details' && state.file && state.previewUrl && (
          <DetailsStep
            state={state}
            onBack={() => dispatch({ type: 'back' })}
            onChange={(details) => dispatch({ type: 'detailsChanged', details })}
            onShare={() => state.file && void share(state.items.length > 1 ? state.items : state.file, state.details)}
          />
        )}
        {state.confirmingDiscard && (
          <DiscardDraftConfirm
            texts={{
              title: t('createPost.discardTitle'),
              body: t('createPost.discardBody'),
              discard: t('createPost.discard'),
              cancel: t('createPost.cancel'),
            }}
            idPrefix="discard-post"
            onDiscard={finishClose}
            onCancel={() => dispatch({ type: 'keepEditing' })}
          />
        )}
      </div>
    </Dialog>
  );
}
