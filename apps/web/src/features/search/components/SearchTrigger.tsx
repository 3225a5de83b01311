import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loadSearchPalette } from '../palette-loader';
import styles from './SearchTrigger.module.css';

/** Apple keyboards say ⌘K; the others Ctrl K. */
const onApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/u.test(navigator.platform);

const preload = () => void loadSearchPalette().catch(() => undefined);

interface SearchTriggerProps {
  /** A field-like box with the shortcut (the sidebar), or an icon button (the phone's top bar). */
  variant: 'box' | 'icon';
  onOpen: () => void;
}

/** The search entry of the layout: opens the palette (loaded as soon as the pointer or focus comes near). */
export function SearchTrigger({ variant, onOpen }: SearchTriggerProps) {
  const { t } = useTranslation();
  const common = {
    type: 'button' as const,
    onClick: onOpen,
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': 'Control+K Meta+K',
    'data-testid': `search-trigger-${variant}`,
  };
  if (variant === 'icon') {
    return (
      <button {...common} aria-label={t('nav.search')}>
        <Search size={22} aria-hidden="true" />
      </button>
    );
  }
  return (
    <button {...common} className={styles.box}>
      <Search size={18} aria-hidden="true" />
      <span className={styles.label}>{t('nav.search')}</span>
      <kbd className={styles.shortcut} aria-hidden="true">
        {onApple() ? '⌘K' : 'Ctrl K'}
      </kbd>
    </button>
  );
}
