import { LIMITS, type StoryGroup } from '@teamhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { useSession } from '../../../lib/session/useSession';
import { useSocketEvent } from '../../../lib/realtime/namespace-connection';
import { storyKeys } from '../api';
import { useMarkStoryViewed } from '../hooks/useMarkStoryViewed';
import { useStoryClock } from '../hooks/useStoryClock';
import { useTapAndHold } from '../hooks/useTapAndHold';
import { removeStoryFromGroups, updateStripGroups } from '../story-cache';
import { barFractions, currentStory, initViewerState, viewerReducer } from '../viewer-state';
import { StoryCanvas, StoryOverlays } from './StoryCanvas';
import { StoryDeleteDialog } from './StoryDeleteDialog';
import { StoryOwnerBar } from './StoryOwnerBar';
import { StoryProgressBars } from './StoryProgressBars';
import { StoryReplyBox } from './StoryReplyBox';
import { StoryViewerHeader } from './StoryViewerHeader';
import { StoryViewersDialog } from './StoryViewersDialog';
import styles from './StoryViewer.module.css';

interface StoryViewerProps {
  /** The strip when it was opened. */
  groups: StoryGroup[];
  startUserId: string;
  onClose: () => void;
}

/** What the media on screen has done: loaded (or failed, which plays on regardless), and a video's length. */
interface MediaState {
  storyId: string;
  loaded: boolean;
  failed: boolean;
  videoMs: number | null;
}

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The full-screen story viewer: a modal dialog in a portal (focus stays inside, Escape closes, focus
 * goes back to the strip). One progress bar per story of the author; each story plays for its
 * duration (a shorter video for its own length), pausing while held, while the pause button is on,
 * while a reply is typed, and until its media has loaded.
 */
export function StoryViewer({ groups, startUserId, onClose }: StoryViewerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  useReturnFocus(dialog);

  const [state, dispatch] = useReducer(viewerReducer, undefined, () => initViewerState(groups, startUserId, user?._id));
  const story = currentStory(state);
  const storyId = story?._id;
  const own = !!story && story.user._id === user?._id;

  const [pausedByButton, setPausedByButton] = useState(false);
  const [holding, setHolding] = useState(false);
  // The story a reply is being typed under: moving on lets the next one play.
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [panel, setPanel] = useState<'viewers' | 'delete' | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const [media, setMedia] = useState<MediaState | null>(null);
  const current = media?.storyId === storyId ? media : null;

  const durationMs = Math.min(
    (story?.duration || LIMITS.story.defaultDuration) * 1000,
    current?.videoMs && current.videoMs > 0 ? current.videoMs : Infinity,
  );
  // Held by the reader; a story is also paused until its media has loaded.
  const held = pausedByButton || holding || (!!storyId && replyingTo === storyId) || panel !== null;
  const paused = held || !current?.loaded;
  useStoryClock({ running: !paused, durationMs, storyId, dispatch });
  useMarkStoryViewed(story, user?._id);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    element?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (state.closed) onClose();
  }, [state.closed, onClose]);
  // A video follows the reader: it plays unless held (even while loading: phones load a video only
  // once asked to play it), muted until the sound is turned on.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = !soundOn;
    if (held) element.pause?.();
    else void element.play?.()?.catch(() => undefined);
  }, [held, soundOn, storyId]);

  useSocketEvent('notifications', 'story-deleted', ({ storyId: deletedId }) =>
    dispatch({ type: 'storyRemoved', storyId: deletedId }),
  );

  const mediaEvent = useCallback(
    (change: Partial<MediaState>) => {
      if (!storyId) return;
      setMedia((previous) => ({
        ...(previous?.storyId === storyId ? previous : { storyId, loaded: false, failed: false, videoMs: null }),
        ...change,
      }));
    },
    [storyId],
  );
  const onReady = useCallback(() => mediaEvent({ loaded: true }), [mediaEvent]);
  const onFailed = useCallback(() => mediaEvent({ loaded: true, failed: true }), [mediaEvent]);
  const onVideoDuration = useCallback(
    (seconds: number) => {
      if (Number.isFinite(seconds) && seconds > 0) mediaEvent({ videoMs: seconds * 1000 });
    },
    [mediaEvent],
  );

  const tap = useTapAndHold({
    onHoldChange: setHolding,
    onTapSide: (side) => dispatch({ type: side === 'left' ? 'previous' : 'next' }),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Keys inside the viewers list or the delete question are theirs.
    if (!(event.target instanceof Element) || event.target.closest('dialog') !== dialog.current) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (!isTextField(event.target) && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      dispatch({ type: event.key === 'ArrowRight' ? 'next' : 'previous' });
    }
  };

  const onDeleted = () => {
    if (!storyId) return;
    setPanel(null);
    updateStripGroups(queryClient, removeStoryFromGroups(storyId, user?._id));
    void queryClient.invalidateQueries({ queryKey: storyKeys.strip });
    dispatch({ type: 'storyRemoved', storyId });
  };

  if (!story) return null;
  const name = own ? t('stories.viewer.ownName') : story.user.username;

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={t('stories.viewer.label', { name: story.user.username })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // React passes on the cancel of the viewers list or the delete question: theirs to handle.
        if (event.target !== dialog.current) return;
        event.preventDefault();
        onClose();
      }}
      data-testid="story-viewer"
      data-story-id={story._id}
      data-paused={paused ? 'true' : 'false'}
    >
      <div className={styles.layout}>
        <button
          type="button"
          className={`${styles.navButton} ${styles.previous}`}
          onClick={() => dispatch({ type: 'previous' })}
          aria-label={t('stories.viewer.previous')}
          data-testid="story-previous"
        >
          <ChevronLeft size={26} aria-hidden="true" />
        </button>
        <div className={styles.stage}>
          <div className={styles.media} {...tap} data-testid="story-media-area">
            <StoryCanvas
              key={story._id}
              className={styles.canvas}
              mediaUrl={story.mediaUrl}
              mediaType={story.mediaType}
              filters={story.filters}
              alt={t('stories.viewer.mediaAlt', { name })}
              videoRef={video}
              onReady={onReady}
              onFailed={onFailed}
              onVideoDuration={onVideoDuration}
            >
              <StoryOverlays overlays={story.textOverlays ?? []} />
            </StoryCanvas>
            {current?.failed && <p className={styles.mediaFailed}>{t('stories.viewer.mediaFailed')}</p>}
          </div>
          <div className={styles.top}>
            <StoryProgressBars fractions={barFractions(state, durationMs)} current={state.storyIndex} />
            <StoryViewerHeader
              story={story}
              paused={pausedByButton}
              onTogglePause={() => setPausedByButton((value) => !value)}
              soundOn={soundOn}
              onToggleSound={() => setSoundOn((value) => !value)}
              onClose={onClose}
            />
          </div>
          <div className={styles.bottom}>
            {story.content && (
              <p className={styles.caption} data-testid="story-caption">
                {story.content}
              </p>
            )}
            {own ? (
              <StoryOwnerBar
                storyId={story._id}
                initialCount={story.viewersCount}
                onShowViewers={() => setPanel('viewers')}
                onDelete={() => setPanel('delete')}
              />
            ) : (
              <StoryReplyBox
                key={story._id}
                storyId={story._id}
                authorName={story.user.username}
                onHoldChange={(typing) => setReplyingTo(typing ? story._id : null)}
              />
            )}
          </div>
        </div>
        <button
          type="button"
          className={`${styles.navButton} ${styles.next}`}
          onClick={() => dispatch({ type: 'next' })}
          aria-label={t('stories.viewer.next')}
          data-testid="story-next"
        >
          <ChevronRight size={26} aria-hidden="true" />
        </button>
      </div>
      {panel === 'viewers' && <StoryViewersDialog storyId={story._id} onClose={() => setPanel(null)} />}
      {panel === 'delete' && (
        <StoryDeleteDialog storyId={story._id} onDeleted={onDeleted} onClose={() => setPanel(null)} />
      )}
    </dialog>,
    document.body,
  );
}
