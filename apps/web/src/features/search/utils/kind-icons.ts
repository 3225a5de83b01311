import type { SearchType } from '@teamhub/contracts';
import {
  CircleUserRound,
  FileSearch,
  FolderKanban,
  MessageSquareQuote,
  MessageSquareText,
  Newspaper,
  SquareCheckBig,
  type LucideIcon,
} from 'lucide-react';

/**
 * Each kind's picture, beside its hits and its filter. None is one of the navigation's icons: an icon
 * both the layout and the palette import becomes a chunk of its own on the first route.
 */
export const KIND_ICONS: Record<SearchType, LucideIcon> = {
  message: MessageSquareText,
  post: Newspaper,
  comment: MessageSquareQuote,
  task: SquareCheckBig,
  document: FileSearch,
  person: CircleUserRound,
  project: FolderKanban,
};
