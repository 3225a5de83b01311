import type { ParseKeys } from 'i18next';
import {
  Bell,
  Clapperboard,
  FileText,
  HandCoins,
  Home,
  MessageCircle,
  Settings,
  ShieldCheck,
  SquareKanban,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { vi } from '../../i18n/locales/vi';
import type { GoToPage } from '../search';

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

/** The pages' own titles where they differ from the navigation's word: the search palette finds a page by either. */
const PAGE_ALIASES: Partial<Record<string, ParseKeys>> = {
  '/': 'pages.feed',
  '/chat': 'pages.chat',
  '/projects': 'pages.projects',
  '/documents': 'pages.documents',
  '/movie-room': 'pages.movieRoom',
  '/funding': 'pages.funding',
};

/** The pages the account's buttons lead to, which the sidebar does not list as links. */
const ACCOUNT_LINKS: NavLinkItem[] = [
  { to: '/notifications', labelKey: 'nav.notifications', icon: Bell },
  { to: '/profile', labelKey: 'nav.profile', icon: UserRound },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings },
];

/** Every page of the signed-in app, as the search palette offers them ("go to"): the sidebar's order first. */
export function goToPages(isAdmin: boolean): GoToPage[] {
  const links = [
    ...SIDEBAR_LINKS_BEFORE_ACTIONS,
    ...SIDEBAR_LINKS_AFTER_ACTIONS,
    ...(isAdmin ? [ADMIN_LINK] : []),
    ...ACCOUNT_LINKS,
  ];
  return links.map(({ to, labelKey, icon }) => ({
    to,
    label: labelKey,
    alias: PAGE_ALIASES[to],
    icon,
    reloadDocument: loadsNewDocument(to),
  }));
}
