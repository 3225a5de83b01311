import type { ConversationView } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { FolderKanban, MessagesSquare, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLang } from '../../../i18n/useTextLang';
import { useSession } from '../../../lib/session/useSession';
import { chatKeys, conversationTitle, fetchConversations } from '../../chat';
import { fetchProjects, projectKeys } from '../../projects';
import type { GoToPage } from '../go-to-page';
import { foldedWords, matchName, type NameMatch } from '../utils/match-name';

type Range = [number, number];

/** A place the palette goes to by name, matched in the browser as one types (no request). */
export interface GoToEntry {
  id: string;
  label: string;
  /** 'en' for a navigation word the Vietnamese interface keeps in English ("Chat"). */
  lang?: 'en';
  /** What it is ("Cuộc trò chuyện"), or a page's other name ("Tài liệu của tôi"). */
  detail?: string;
  to: string;
  /** Matched parts of `label`, and of `detail` when the page was found by its other name. */
  highlights: Range[];
  detailHighlights: Range[];
  icon: LucideIcon | { username: string; avatar: string };
  /** The movie room must load as a new document (nav-items.ts). */
  reloadDocument: boolean;
}

/** Entries shown for a question; the pages alone fill the palette before anything is typed. */
const MAX_ENTRIES = 5;

type Candidate = Omit<GoToEntry, 'highlights' | 'detailHighlights'> & {
  /** The detail is another name of the same place (a page's title), found as its label is. */
  detailIsName: boolean;
};

const peopleOf = (conversations: ConversationView[], myId: string | undefined) => {
  const people = new Map<string, { username: string; avatar: string }>();
  for (const conversation of conversations) {
    for (const { user } of conversation.participants) {
      if (user._id !== myId && !user.deleted && !people.has(user._id)) people.set(user._id, user);
    }
  }
  return people;
};

/** The caller's pages, projects, conversations and the people in them, as places to go to. */
function useCandidates(pages: readonly GoToPage[]): Candidate[] {
  const { t } = useTranslation();
  const textLang = useTextLang();
  const { user } = useSession();
  const conversations = useQuery({ queryKey: chatKeys.conversations, queryFn: fetchConversations, staleTime: 60_000 });
  const projects = useQuery({ queryKey: projectKeys.list, queryFn: fetchProjects, staleTime: 60_000 });

  return useMemo((): Candidate[] => {
    const pageEntries = pages.map((page): Candidate => {
      const label = t(page.label);
      const alias = page.alias ? t(page.alias) : undefined;
      return {
        id: `page:${page.to}`,
        label,
        lang: textLang(page.label),
        detail: alias !== label ? alias : undefined,
        detailIsName: true,
        to: page.to,
        icon: page.icon,
        reloadDocument: page.reloadDocument,
      };
    });
    const projectEntries = (projects.data ?? []).map((project): Candidate => ({
      id: `project:${project.id}`,
      label: project.name,
      detail: t('search.palette.project'),
      detailIsName: false,
      to: `/projects?project=${project.id}`,
      icon: FolderKanban,
      reloadDocument: false,
    }));
    const conversationList = conversations.data ?? [];
    // A direct conversation is called by the other person's name.
    const conversationEntries = conversationList.map((conversation): Candidate => ({
      id: `conversation:${conversation._id}`,
      label: conversationTitle(conversation, user?._id),
      detail: t('search.palette.conversation'),
      detailIsName: false,
      to: `/chat?c=${conversation._id}`,
      icon: MessagesSquare,
      reloadDocument: false,
    }));
    // The people of the caller's groups they have no direct conversation with: their profile.
    const talkedTo = new Set(conversationEntries.map((entry) => entry.label));
    const personEntries = [...peopleOf(conversationList, user?._id)]
      .filter(([, person]) => !talkedTo.has(person.username))
      .map(([id, person]): Candidate => ({
        id: `person:${id}`,
        label: person.username,
        detail: t('search.kind.person'),
        detailIsName: false,
        to: `/profile/${id}`,
        icon: { username: person.username, avatar: person.avatar },
        reloadDocument: false,
      }));
    return [...pageEntries, ...projectEntries, ...conversationEntries, ...personEntries];
  }, [t, textLang, user, pages, projects.data, conversations.data]);
}

/**
 * "Go to" entries for what was typed: the app's pages, the caller's projects and conversations and the
 * people in them, matched by name ignoring accents and case (utils/match-name.ts). The lists come from
 * the caches the chat and projects pages fill (fetched once when the palette opens if they are not there).
 */
export function useGoToEntries(text: string, pages: readonly GoToPage[]): GoToEntry[] {
  const candidates = useCandidates(pages);
  return useMemo(() => {
    const words = foldedWords(text);
    if (words.length === 0) {
      return candidates
        .filter((candidate) => candidate.id.startsWith('page:'))
        .map(({ detailIsName: _, ...entry }) => ({ ...entry, highlights: [], detailHighlights: [] }));
    }
    const matches: { entry: GoToEntry; match: NameMatch; order: number }[] = [];
    candidates.forEach(({ detailIsName, ...candidate }, order) => {
      const onLabel = matchName(candidate.label, words);
      const onDetail = !onLabel && detailIsName && candidate.detail ? matchName(candidate.detail, words) : null;
      const match = onLabel ?? onDetail;
      if (!match) return;
      const entry = {
        ...candidate,
        highlights: onLabel?.highlights ?? [],
        detailHighlights: onDetail?.highlights ?? [],
      };
      matches.push({ entry, match, order });
    });
    return matches
      .sort((a, b) => a.match.rank - b.match.rank || a.order - b.order)
      .slice(0, MAX_ENTRIES)
      .map(({ entry }) => entry);
  }, [candidates, text]);
}
