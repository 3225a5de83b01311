import { LogOut, PlusSquare, Settings, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { useSession } from '../../../lib/session/useSession';
import { SearchTrigger } from '../../search';
import styles from './MobileTopBar.module.css';
import { useTextLang } from '../../../i18n/useTextLang';

interface MobileTopBarProps {
  onAdd: () => void;
  /** Opens the search palette. */
  onSearch: () => void;
  /** Where the assistant's button goes on phones (the layout's one assistant renders into it). */
  assistantSlot: (element: HTMLElement | null) => void;
  /** Shown in the brand's place while the welcome greeting lasts. */
  greeting: ReactNode;
}

/**
 * On narrow screens: the brand (or the greeting, for its few seconds), the assistant, and the actions
 * the bottom bar has no room for. Nothing floats over the page on a phone: this bar holds it all.
 */
export function MobileTopBar({ onAdd, onSearch, assistantSlot, greeting }: MobileTopBarProps) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const textLang = useTextLang();
  return (
    <header className={styles.bar} data-fixed-bar="top">
      {greeting ? (
        <div className={styles.greeting}>{greeting}</div>
      ) : (
        <Link to="/" className={styles.brand}>
          <BrandMark />
        </Link>
      )}
      <div className={styles.actions}>
        <SearchTrigger variant="icon" onOpen={onSearch} />
        <span ref={assistantSlot} className={styles.assistantSlot} />
        <button type="button" onClick={onAdd} aria-label={t('nav.add')} lang={textLang('nav.add')}>
          <PlusSquare size={22} />
        </button>
        {user?.role === 'admin' && (
          <Link to="/admin" aria-label={t('nav.admin')}>
            <ShieldCheck size={22} />
          </Link>
        )}
        <Link to="/settings" aria-label={t('nav.settings')}>
          <Settings size={22} />
        </Link>
        <button type="button" onClick={logout} aria-label={t('nav.logout')} lang={textLang('nav.logout')}>
          <LogOut size={22} />
        </button>
      </div>
    </header>
  );
}
