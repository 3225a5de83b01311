import { STORY_PRESETS, type MediaType, type StoryFilters, type StoryPreset } from '@teamhub/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { activePreset, storyFilterStyle, withPreset } from '../story-filters';
import styles from './StoryEditor.module.css';

interface PresetPickerProps {
  mediaUrl: string;
  mediaType: MediaType;
  filters: StoryFilters;
  onChoose: (preset: StoryPreset) => void;
}

/** The presets as thumbnails of the chosen media, each showing what choosing it would give. */
export function PresetPicker({ mediaUrl, mediaType, filters, onChoose }: PresetPickerProps) {
  const { t } = useTranslation();
  const chosen = activePreset(filters);
  const titleId = useId();
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle} id={titleId}>
        {t('stories.create.presets')}
      </h4>
      <div className={styles.presets} role="group" aria-labelledby={titleId}>
        {STORY_PRESETS.map((preset) => {
          const look = storyFilterStyle(withPreset(filters, preset));
          const style = { filter: look.filter, opacity: look.opacity };
          return (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={chosen === preset}
              onClick={() => onChoose(preset)}
              data-testid={`story-preset-${preset}`}
            >
              <span className={styles.presetThumb} aria-hidden="true">
                {mediaType === 'video' ? (
                  <video src={mediaUrl} style={style} muted playsInline preload="metadata" tabIndex={-1} />
                ) : (
                  <img src={mediaUrl} style={style} alt="" draggable={false} />
                )}
              </span>
              <span className={styles.presetName}>{t(`stories.create.presetNames.${preset}`)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
