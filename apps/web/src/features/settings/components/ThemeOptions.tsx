import type { Theme } from '@teamhub/contracts';
import { Check, Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { useSaveTheme } from '../hooks/useSaveTheme';
import styles from './ThemeOptions.module.css';

type ThemeLabelKey = 'settings.themeLight' | 'settings.themeDark' | 'settings.themeSystem';

const THEME_OPTIONS: { value: Theme; labelKey: ThemeLabelKey; Icon: LucideIcon }[] = [
  { value: 'light', labelKey: 'settings.themeLight', Icon: Sun },
  { value: 'dark', labelKey: 'settings.themeDark', Icon: Moon },
  { value: 'system', labelKey: 'settings.themeSystem', Icon: Monitor },
];

/** Light / Dark / System as native radio buttons: arrow keys move between them, as screen readers expect. */
export function ThemeOptions() {
  const { t } = useTranslation();
  const { user } = useSession();
  const saveTheme = useSaveTheme();
  const current = user?.theme ?? 'system';
  return (
    <>
      <div className={styles.options} role="radiogroup" aria-label={t('settings.appearanceTitle')}>
        {THEME_OPTIONS.map(({ value, labelKey, Icon }) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name="theme"
              value={value}
              className="visually-hidden"
              checked={current === value}
              onChange={() => saveTheme.mutate(value)}
            />
            <span className={styles.icon} aria-hidden="true">
              <Icon size={18} />
            </span>
            <span>{t(labelKey)}</span>
            {current === value && <Check size={18} className={styles.check} aria-hidden="true" />}
          </label>
        ))}
      </div>
      {saveTheme.isError && (
        <p role="alert" className={styles.error}>
          {t('settings.themeSaveFailed')}
        </p>
      )}
    </>
  );
}
