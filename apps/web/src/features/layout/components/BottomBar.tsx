import { Bell, Clapperboard, HandCoins, Home, MessageCircle, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CountBadge } from '../../../components/CountBadge';
import { loadsNewDocument } from '../nav-items';
import styles from './BottomBar.module.css';
import { useTextLang } from '../../../i18n/useTextLang';

const ITEMS: {
  to: string;
  labelKey: 'nav.home' | 'nav.notifications' | 'nav.chat' | 'nav.funding' | 'nav.movieRoom' | 'nav.profile';
  icon: LucideIcon;
}[] = [
  { to: '/', labelKey: 'nav.home', icon: Home },
  { to: '/notifications', labelKey: 'nav.notifications', icon: Bell },
  { to: '/chat', labelKey: 'nav.chat', icon: MessageCircle },
  { to: '/funding', labelKey: 'nav.funding', icon: HandCoins },
  { to: '/movie-room', labelKey: 'nav.movieRoom', icon: Clapperboard },
  { to: '/profile', labelKey: 'nav.profile', icon: UserRound },
];

/** Navigation for screens narrower than 768 px. */
export function BottomBar({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation();
  const textLang = useTextLang();
  return (
    <nav className={styles.bar} aria-label={t('nav.mainNavigation')} data-testid="bottom-bar" data-fixed-bar="bottom">
      {ITEMS.map(({ to, labelKey, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end={to === '/'}
          reloadDocument={loadsNewDocument(to)}
          className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
        >
          <span className={styles.iconWrap}>
            <Icon size={24} aria-hidden="true" />
            {to === '/notifications' && (
              <span className={styles.badge}>
                <CountBadge count={unreadCount} />
              </span>
            )}
          </span>{' '}
          {/* Read after the visible badge, so the name starts with what is seen ("3 Thông báo"). */}
          <span className="visually-hidden" lang={textLang(labelKey)}>
            {t(labelKey)}
          </span>
        </NavLink>
      ))}
    </nav>
  );
}
