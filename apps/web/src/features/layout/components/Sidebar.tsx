import { Bell, LogOut, PlusSquare, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { CountBadge } from '../../../components/CountBadge';
import { useSession } from '../../../lib/session/useSession';
import { SearchTrigger } from '../../search';
import {
  ADMIN_LINK,
  SIDEBAR_LINKS_AFTER_ACTIONS,
  SIDEBAR_LINKS_BEFORE_ACTIONS,
  loadsNewDocument,
  type NavLinkItem,
} from '../nav-items';
import { AccountBlock } from './AccountBlock';
import styles from './Sidebar.module.css';
import { useTextLang } from '../../../i18n/useTextLang';

interface SidebarProps {
  unreadCount: number;
  notificationsOpen: boolean;
  onToggleNotifications: () => void;
  onAdd: () => void;
  /** Opens the search palette. */
  onSearch: () => void;
  /** Shown in the brand's place while the welcome greeting lasts. */
  greeting: ReactNode;
}

export function Sidebar({
  unreadCount,
  notificationsOpen,
  onToggleNotifications,
  onAdd,
  onSearch,
  greeting,
}: SidebarProps) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const textLang = useTextLang();

  const renderLink = ({ to, labelKey, icon: Icon }: NavLinkItem) => (
    <li key={to}>
      <NavLink
        to={to}
        end={to === '/'}
        reloadDocument={loadsNewDocument(to)}
        className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
      >
        <Icon size={22} aria-hidden="true" />
        <span lang={textLang(labelKey)}>{t(labelKey)}</span>
      </NavLink>
    </li>
  );

  return (
    <aside className={styles.sidebar}>
      {greeting ? (
        <div className={styles.brand}>{greeting}</div>
      ) : (
        <Link to="/" className={styles.brand}>
          <BrandMark />
        </Link>
      )}
      <div className={styles.search}>
        <SearchTrigger variant="box" onOpen={onSearch} />
      </div>
      <nav aria-label={t('nav.mainNavigation')} className={styles.nav}>
        <ul>
          {SIDEBAR_LINKS_BEFORE_ACTIONS.map(renderLink)}
          <li>
            <button
              type="button"
              className={`${styles.item} ${notificationsOpen ? styles.active : ''}`}
              onClick={onToggleNotifications}
              aria-expanded={notificationsOpen}
            >
              <Bell size={22} aria-hidden="true" />
              <span lang={textLang('nav.notification')}>{t('nav.notification')}</span>
              <CountBadge count={unreadCount} label={t('nav.notifications')} />
            </button>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={onAdd}>
              <PlusSquare size={22} aria-hidden="true" />
              <span lang={textLang('nav.add')}>{t('nav.add')}</span>
            </button>
          </li>
          {SIDEBAR_LINKS_AFTER_ACTIONS.map(renderLink)}
          {user?.role === 'admin' && renderLink(ADMIN_LINK)}
          <li>
            <button type="button" className={styles.item} onClick={logout}>
              <LogOut size={22} aria-hidden="true" />
              <span lang={textLang('nav.logout')}>{t('nav.logout')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.footer}>
        <AccountBlock />
        <div className={styles.meta}>
          <NavLink
            to="/settings"
            className={({ isActive }) => `${styles.settings} ${isActive ? styles.active : ''}`}
            aria-label={t('nav.settings')}
          >
            <Settings size={18} aria-hidden="true" />
            <span>{t('nav.settings')}</span>
          </NavLink>
          <span className={styles.version}>{t('app.version')}</span>
        </div>
      </div>
    </aside>
  );
}
