import { STORY_EFFECTS, type StoryFilters } from '@teamhub/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleRow } from '../../../components/ToggleRow';
import type { CreateStoryAction } from '../create-story-state';
import styles from './StoryEditor.module.css';

interface EffectTogglesProps {
  filters: StoryFilters;
  dispatch: (action: CreateStoryAction) => void;
}

/** The four effects, each an on/off switch that combines with the preset and the sliders. */
export function EffectToggles({ filters, dispatch }: EffectTogglesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.section} role="group" aria-labelledby={titleId}>
      <h4 className={styles.sectionTitle} id={titleId}>
        {t('stories.create.effects')}
      </h4>
      {STORY_EFFECTS.map((name) => (
        <ToggleRow
          key={name}
          label={t(`stories.create.effectNames.${name}`)}
          checked={filters[name]}
          onChange={(on) => dispatch({ type: 'effectToggled', name, on })}
        />
      ))}
    </section>
  );
}
