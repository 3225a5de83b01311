import { LogOut, PlusSquare, Settings, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { useSession } from '../../../lib/session/useSession';
import styles from './MobileTopBar.module.css';
import { useTextLang } from '../../../i18n/useTextLang';

/** On narrow screens: the brand, plus the actions the bottom bar has no room for. */
export function MobileTopBar({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const textLang = useTextLang();
  return (
    <header className={styles.bar}>
      <Link to="/" className={styles.brand}>
        <BrandMark />
      </Link>
      <div className={styles.actions}>
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
