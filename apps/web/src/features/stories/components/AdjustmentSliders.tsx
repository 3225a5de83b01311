import type { StoryFilters } from '@teamhub/contracts';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustmentName, CreateStoryAction } from '../create-story-state';
import styles from './StoryEditor.module.css';

interface SliderSpec {
  name: AdjustmentName;
  min: number;
  max: number;
  format: (value: number) => string;
}

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0');

/** The contract's six ranges (brightness, contrast, saturation −50..50; blur 0..10; hue 0..360; opacity 10..100). */
const SLIDERS: readonly SliderSpec[] = [
  { name: 'brightness', min: -50, max: 50, format: signed },
  { name: 'contrast', min: -50, max: 50, format: signed },
  { name: 'saturation', min: -50, max: 50, format: signed },
  { name: 'blur', min: 0, max: 10, format: (value) => `${value} px` },
  { name: 'hueRotate', min: 0, max: 360, format: (value) => `${value}°` },
  { name: 'opacity', min: 10, max: 100, format: (value) => `${value}%` },
];

interface AdjustmentSlidersProps {
  filters: StoryFilters;
  dispatch: (action: CreateStoryAction) => void;
}

/** Native range inputs, each labelled and with its value written beside it. */
export function AdjustmentSliders({ filters, dispatch }: AdjustmentSlidersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.section}>
      <div className={styles.sectionHeader}>
        <h4 className={styles.sectionTitle}>{t('stories.create.adjustments')}</h4>
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => dispatch({ type: 'adjustmentsReset' })}
          aria-label={t('stories.create.resetAdjustmentsLabel')}
        >
          <RotateCcw size={14} aria-hidden="true" />
          {t('stories.create.resetAdjustments')}
        </button>
      </div>
      {SLIDERS.map(({ name, min, max, format }) => {
        const value = filters[name];
        const inputId = `${id}-${name}`;
        return (
          <div key={name} className={styles.slider}>
            <label htmlFor={inputId}>{t(`stories.create.sliders.${name}`)}</label>
            <output htmlFor={inputId} className={styles.sliderValue}>
              {format(value)}
            </output>
            <input
              id={inputId}
              type="range"
              min={min}
              max={max}
              step={1}
              value={value}
              aria-valuetext={format(value)}
              onChange={(event) => dispatch({ type: 'adjusted', name, value: Number(event.target.value) })}
              data-testid={`story-slider-${name}`}
            />
          </div>
        );
      })}
    </section>
  );
}
