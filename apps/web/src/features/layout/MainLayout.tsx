import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AnnouncerProvider } from '../../components/AnnouncerProvider';
import { NamespaceSocketProvider } from '../../lib/realtime/NamespaceSocketProvider';
import { useAppBadge } from '../../lib/useAppBadge';
import { useSession } from '../../lib/session/useSession';
import { AdminNotices } from '../admin';
import { AssistantBubble } from '../assistant';
import { NotificationsBridge, useUnreadCount } from '../notifications';
import { SearchPaletteHost } from '../search';
import { useDefaultTimeZone } from '../settings';
import { BottomBar } from './components/BottomBar';
import { MobileTopBar } from './components/MobileTopBar';
import { Sidebar } from './components/Sidebar';
import { WelcomeSticker } from './components/WelcomeSticker';
import { useWelcomeShowing } from './hooks/useWelcomeShowing';
import { goToPages } from './nav-items';
import styles from './MainLayout.module.css';

// The post wizard and the notification panel load when first opened, not with the feed (its
// first-route budget, vite.config.ts).
const CreatePostWizard = lazy(() => import('../posts').then((module) => ({ default: module.CreatePostWizard })));
const NotificationPanel = lazy(() =>
  import('./components/NotificationPanel').then((module) => ({ default: module.NotificationPanel })),
);

/** Sidebar on wide screens, top and bottom bars under 768 px, the page in between. */
export function MainLayout() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [creatingPost, setCreatingPost] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  // Once opened, the wizard stays mounted: it forgets the draft a moment after closing, not at once.
  const [wizardStarted, setWizardStarted] = useState(false);
  const closeNotifications = useCallback(() => setNotificationsOpen(false), []);
  const closeCreatePost = useCallback(() => setCreatingPost(false), []);
  const startCreatePost = () => {
    setWizardStarted(true);
    setCreatingPost(true);
  };
  const unreadCount = useUnreadCount();
  // The app icon's badge counts what the bell counts (docs/decisions.md, "The installable app").
  useAppBadge(unreadCount);
  const { user, checkSession } = useSession();
  useDefaultTimeZone();
  const welcomeShowing = useWelcomeShowing();
  const isAdmin = user?.role === 'admin';
  const searchPages = useMemo(() => goToPages(isAdmin), [isAdmin]);
  // The assistant's button lives in the phone's top bar (a portal into it), and floats on wider screens.
  const [assistantSlot, setAssistantSlot] = useState<HTMLElement | null>(null);

  return (
    // The notification connection lives as long as the signed-in layout; a session that ended signs out.
    <NamespaceSocketProvider namespace="notifications" userId={user?._id} onSessionDoubt={checkSession}>
      <AnnouncerProvider>
        {/* The first Tab stop. Focus moves in code: a #hash would go through the router and history. */}
        <a
          href="#main-content"
          className={styles.skipLink}
          onClick={(event) => {
            event.preventDefault();
            main.current?.focus();
          }}
        >
          {t('nav.skipToContent')}
        </a>
        <div className={styles.shell}>
          <div className={styles.sidebarSlot}>
            <Sidebar
              unreadCount={unreadCount}
              notificationsOpen={notificationsOpen}
              onToggleNotifications={() => setNotificationsOpen((open) => !open)}
              onAdd={startCreatePost}
              onSearch={openSearch}
              greeting={welcomeShowing ? <WelcomeSticker /> : null}
            />
          </div>
          {notificationsOpen && (
            <Suspense fallback={null}>
              <NotificationPanel onClose={closeNotifications} />
            </Suspense>
          )}
          <div className={styles.column}>
            <div className={styles.mobileOnly}>
              <MobileTopBar
                onAdd={startCreatePost}
                onSearch={openSearch}
                assistantSlot={setAssistantSlot}
                greeting={welcomeShowing ? <WelcomeSticker /> : null}
              />
            </div>
            <main id="main-content" ref={main} tabIndex={-1} className={styles.main}>
              <AdminNotices />
              <Outlet />
            </main>
          </div>
          <div className={styles.mobileOnly}>
            <BottomBar unreadCount={unreadCount} />
          </div>
          {wizardStarted && (
            <Suspense fallback={null}>
              <CreatePostWizard open={creatingPost} onClose={closeCreatePost} />
            </Suspense>
          )}
          <SearchPaletteHost open={searchOpen} onOpenChange={setSearchOpen} pages={searchPages} />
          <AssistantBubble topBarSlot={assistantSlot} />
          <NotificationsBridge />
        </div>
      </AnnouncerProvider>
    </NamespaceSocketProvider>
  );
}
