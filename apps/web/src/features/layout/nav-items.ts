import {
  Clapperboard,
  FileText,
  HandCoins,
  Home,
  MessageCircle,
  ShieldCheck,
  SquareKanban,
  type LucideIcon,
} from 'lucide-react';
import type { vi } from '../../i18n/locales/vi';

type NavKey = keyof typeof vi.nav;

export interface NavLinkItem {
  to: string;
  labelKey: `nav.${NavKey}`;
  icon: LucideIcon;
}

/**
 * Whether a link must load a new document rather than navigate inside the app. The server allows
 * the microphone only in documents loaded at /movie-room (Permissions-Policy), and a browser keeps
 * a document's policy for its whole life, client-side navigation included.
 */
export const loadsNewDocument = (to: string) => to === '/movie-room';

/** Sidebar links in the specification's order; Notification and Add sit between Home and Chat. */
export const SIDEBAR_LINKS_BEFORE_ACTIONS: NavLinkItem[] = [{ to: '/', labelKey: 'nav.home', icon: Home }];
export const SIDEBAR_LINKS_AFTER_ACTIONS: NavLinkItem[] = [
  { to: '/chat', labelKey: 'nav.chat', icon: MessageCircle },
  { to: '/projects', labelKey: 'nav.project', icon: SquareKanban },
  { to: '/funding', labelKey: 'nav.funding', icon: HandCoins },
  { to: '/documents', labelKey: 'nav.document', icon: FileText },
  { to: '/movie-room', labelKey: 'nav.movieRoom', icon: Clapperboard },
];

/** The admin screen's link: shown to workspace administrators only (every /api/admin route answers 403 to others). */
export const ADMIN_LINK: NavLinkItem = { to: '/admin', labelKey: 'nav.admin', icon: ShieldCheck };
