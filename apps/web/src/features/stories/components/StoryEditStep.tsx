import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreateStoryAction, CreateStoryState } from '../create-story-state';
import { AdjustmentSliders } from './AdjustmentSliders';
import { EditableOverlay } from './EditableOverlay';
import { EffectToggles } from './EffectToggles';
import { PresetPicker } from './PresetPicker';
import { StoryCanvas } from './StoryCanvas';
import { StoryDetailsFields } from './StoryDetailsFields';
import { TextOverlayControls } from './TextOverlayControls';
import creatorStyles from '../../../components/MediaCreator.module.css';
import editorStyles from './StoryEditor.module.css';

interface StoryEditStepProps {
  state: CreateStoryState;
  dispatch: (action: CreateStoryAction) => void;
  onShare: () => void;
}

/**
 * Step 2: the live preview (filters and draggable texts, drawn as the viewer draws them) beside the
 * controls; on a phone the controls scroll under the preview. Share uploads with a progress bar.
 */
export function StoryEditStep({ state, dispatch, onShare }: StoryEditStepProps) {
  const { t } = useTranslation();
  const { file, previewUrl, sharing, progress, error } = state;
  const percent = Math.round(progress * 100);
  if (!file || !previewUrl) return null;
  const mediaType = file.type.startsWith('video/') ? 'video' : 'image';

  return (
    <>
      <div className={creatorStyles.toolbar}>
        <button
          type="button"
          className={creatorStyles.iconButton}
          onClick={() => dispatch({ type: 'back' })}
          disabled={sharing}
          aria-label={t('stories.create.back')}
          data-testid="story-back"
        >
          <ArrowLeft size={20} aria-hidden="true" />
        </button>
        <h3 className={creatorStyles.stepTitle}>{t('stories.create.editTitle')}</h3>
        <button
          type="button"
          className={creatorStyles.textAction}
          onClick={onShare}
          disabled={sharing}
          data-testid="story-share"
        >
          {sharing ? t('stories.create.sharing') : t('stories.create.share')}
        </button>
      </div>
      {sharing && (
        <div
          className={creatorStyles.progress}
          role="progressbar"
          aria-label={t('stories.create.uploading', { percent })}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          data-testid="story-upload-progress"
        >
          <span className={creatorStyles.progressTrack}>
            <span style={{ width: `${percent}%` }} />
          </span>
          <small>{t('stories.create.uploading', { percent })}</small>
        </div>
      )}
      {error && (
        <p className={creatorStyles.error} role="alert" data-testid="story-share-error">
          {error}
        </p>
      )}
      <fieldset className={editorStyles.editor} disabled={sharing}>
        <section className={editorStyles.previewColumn} aria-label={t('stories.create.preview')}>
          <StoryCanvas
            className={editorStyles.previewCanvas}
            mediaUrl={previewUrl}
            mediaType={mediaType}
            filters={state.filters}
            alt={t('stories.create.mediaAlt')}
            autoPlayVideo
          >
            {state.overlays.map((overlay) => (
              <EditableOverlay
                key={overlay.key}
                overlay={overlay}
                onMove={(change) => dispatch({ type: 'overlayChanged', key: overlay.key, change })}
              />
            ))}
          </StoryCanvas>
        </section>
        <div className={editorStyles.controls} role="group" aria-label={t('stories.create.controls')}>
          <PresetPicker
            mediaUrl={previewUrl}
            mediaType={mediaType}
            filters={state.filters}
            onChoose={(preset) => dispatch({ type: 'presetChosen', preset })}
          />
          <AdjustmentSliders filters={state.filters} dispatch={dispatch} />
          <EffectToggles filters={state.filters} dispatch={dispatch} />
          <TextOverlayControls overlays={state.overlays} dispatch={dispatch} />
          <StoryDetailsFields caption={state.caption} duration={state.duration} dispatch={dispatch} />
        </div>
      </fieldset>
    </>
  );
}
