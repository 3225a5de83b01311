import { LIMITS, STORY_FONTS, type StoryFont } from '@teamhub/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateStoryAction, DraftOverlay } from '../create-story-state';
import { colorInputValue } from '../story-overlay';
import styles from './StoryEditor.module.css';

interface TextOverlayControlsProps {
  overlays: DraftOverlay[];
  dispatch: (action: CreateStoryAction) => void;
}

/** Adds texts (only non-blank ones) and, for each, its size, colour and font, or removes it. */
export function TextOverlayControls({ overlays, dispatch }: TextOverlayControlsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const full = overlays.length >= LIMITS.story.overlaysMax;

  const add = () => {
    if (!text.trim() || full) return;
    dispatch({ type: 'overlayAdded', text });
    setText('');
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h4 className={styles.sectionTitle} id={`${id}-title`}>
        {t('stories.create.text')}
      </h4>
      <div className={styles.addText}>
        <label className="visually-hidden" htmlFor={`${id}-new`}>
          {t('stories.create.addTextLabel')}
        </label>
        <input
          id={`${id}-new`}
          type="text"
          className={styles.input}
          value={text}
          maxLength={LIMITS.story.overlayText}
          placeholder={t('stories.create.addTextPlaceholder')}
          disabled={full}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              add();
            }
          }}
          data-testid="story-add-text-input"
        />
        <button
          type="button"
          className={styles.smallButton}
          onClick={add}
          disabled={full}
          data-testid="story-add-text-button"
        >
          <Plus size={14} aria-hidden="true" />
          {t('stories.create.addText')}
        </button>
      </div>
      {full && (
        <small className={styles.hint}>{t('stories.create.overlaysFull', { count: LIMITS.story.overlaysMax })}</small>
      )}
      {overlays.length > 0 && (
        <ul className={styles.overlayList}>
          {overlays.map((overlay) => (
            <OverlayRow key={overlay.key} overlay={overlay} dispatch={dispatch} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OverlayRow({ overlay, dispatch }: { overlay: DraftOverlay; dispatch: (action: CreateStoryAction) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const change = (patch: Partial<DraftOverlay>) =>
    dispatch({ type: 'overlayChanged', key: overlay.key, change: patch });
  return (
    <li className={styles.overlayItem} data-testid="story-overlay-item">
      <div className={styles.overlayHeader}>
        <span className={styles.overlayText}>{overlay.text}</span>
        <button
          type="button"
          className={styles.removeButton}
          onClick={() => dispatch({ type: 'overlayRemoved', key: overlay.key })}
          aria-label={t('stories.create.removeOverlay', { text: overlay.text })}
          data-testid="story-overlay-remove"
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </div>
      <div className={styles.overlayFields}>
        <label className={styles.overlayField} htmlFor={`${id}-size`}>
          <span>
            {t('stories.create.overlaySize')} <output htmlFor={`${id}-size`}>{overlay.fontSize}</output>
          </span>
          <input
            id={`${id}-size`}
            type="range"
            min={LIMITS.story.fontSizeMin}
            max={LIMITS.story.fontSizeMax}
            value={overlay.fontSize}
            onChange={(event) => change({ fontSize: Number(event.target.value) })}
            data-testid="story-overlay-size"
          />
        </label>
        <label className={styles.overlayField} htmlFor={`${id}-color`}>
          <span>{t('stories.create.overlayColor')}</span>
          <input
            id={`${id}-color`}
            type="color"
            className={styles.colorInput}
            value={colorInputValue(overlay.color)}
            onChange={(event) => change({ color: event.target.value })}
            data-testid="story-overlay-color"
          />
        </label>
        <label className={styles.overlayField} htmlFor={`${id}-font`}>
          <span>{t('stories.create.overlayFont')}</span>
          <select
            id={`${id}-font`}
            className={styles.select}
            value={overlay.fontFamily}
            onChange={(event) => change({ fontFamily: event.target.value as StoryFont })}
            data-testid="story-overlay-font"
          >
            {STORY_FONTS.map((font) => (
              <option key={font} value={font} style={{ fontFamily: font }}>
                {font}
              </option>
            ))}
          </select>
        </label>
      </div>
    </li>
  );
}
