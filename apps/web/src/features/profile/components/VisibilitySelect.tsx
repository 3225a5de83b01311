import { FIELD_VISIBILITIES, type FieldVisibility, type VisibilitySetting } from '@teamhub/contracts';
import { Globe, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './VisibilitySelect.module.css';

interface VisibilitySelectProps {
  setting: VisibilitySetting;
  value: FieldVisibility;
  onChange: (value: FieldVisibility) => void;
  /** Show the question ("Who can see …") as a visible label; otherwise it is the select's accessible name only. */
  showLabel?: boolean;
}

const OPTION_KEYS = {
  everyone: 'editProfile.visibility.everyone',
  'only-me': 'editProfile.visibility.onlyMe',
} as const;

/** Who may see one profile field: a small native select, so keyboard and screen readers work as usual. */
export function VisibilitySelect({ setting, value, onChange, showLabel = false }: VisibilitySelectProps) {
  const { t } = useTranslation();
  const id = `profile-visibility-${setting}`;
  const label = t(`editProfile.visibility.${setting}`);
  const Icon = value === 'everyone' ? Globe : Lock;
  return (
    <span className={styles.control}>
      {showLabel && (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      <span className={styles.selectWrap}>
        <Icon size={14} aria-hidden="true" className={styles.icon} />
        <select
          id={id}
          className={styles.select}
          value={value}
          aria-label={showLabel ? undefined : label}
          onChange={(event) => onChange(event.target.value as FieldVisibility)}
        >
          {FIELD_VISIBILITIES.map((option) => (
            <option key={option} value={option}>
              {t(OPTION_KEYS[option])}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
}
