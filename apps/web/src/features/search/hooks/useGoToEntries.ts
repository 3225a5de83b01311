import type { ConversationView, ProjectView } from '@teamhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { FolderKanban, MessagesSquare, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/useSession';
import { chatKeys, conversationTitle, fetchConversations } from '../../chat';
import { fetchProjects, projectKeys } from '../../projects';
import type { GoToPage } from '../go-to-page';
import { foldedWords, matchName } from '../utils/match-name';

/** A place the palette goes to by name, matched in the browser as one types (no request). */
export interface GoToEntry {
  id: string;
  label: string;
  /** What it is ("Cuộc trò chuyện", a page's other name). */
  detail?: string;
  to: string;
  /** Matched parts of `label`. */
  highlights: [number, number][];
  icon: LucideIcon | { username: string; avatar: string };
  /** The movie room must load as a new document (nav-items.ts). */
  reloadDocument: boolean;
}

/** Entries shown for a question; the pages alone fill the palette before anything is typed. */
const MAX_ENTRIES = 5;

interface Candidate {
  id: string;
  names: string[];
  entry: Omit<GoToEntry, 'highlights' | 'id'>;
}

const peopleOf = (conversations: ConversationView[], myId: string | undefined) => {
  const people = new Map<string, { username: string; avatar: string }>();
  for (const conversation of conversations) {
    for (const { user } of conversation.participants) {
      if (user._id !== myId && !user.deleted && !people.has(user._id)) people.set(user._id, user);
    }
  }
  return people;
};

/**
 * "Go to" entries for what was typed: the app's pages, the caller's projects and conversations and the
 * people in them, matched by name ignoring accents and case (utils/match-name.ts). The lists come from
 * the caches the chat and projects pages fill (fetched once when the palette opens if they are not there).
 */
export function useGoToEntries(text: string, pages: readonly GoToPage[]): GoToEntry[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const conversations = useQuery({ queryKey: chatKeys.conversations, queryFn: fetchConversations, staleTime: 60_000 });
  const projects = useQuery({ queryKey: projectKeys.list, queryFn: fetchProjects, staleTime: 60_000 });

  const candidates = useMemo((): Candidate[] => {
    const pageEntries = pages.map((page) => {
      const label = t(page.label);
      const alias = page.alias ? t(page.alias) : undefined;
      return {
        id: `page:${page.to}`,
        names: alias && alias !== label ? [label, alias] : [label],
        entry: {
          label,
          detail: alias !== label ? alias : undefined,
          to: page.to,
          icon: page.icon,
          reloadDocument: page.reloadDocument,
        },
      };
    });
    const projectEntries = (projects.data ?? []).map((project: ProjectView) => ({
      id: `project:${project.id}`,
      names: [project.name],
      entry: {
        label: project.name,
        detail: t('search.palette.project'),
        to: `/projects?project=${project.id}`,
        icon: FolderKanban,
        reloadDocument: false,
      },
    }));
    const conversationList = conversations.data ?? [];
    // A direct conversation is called by the other person's name.
    const conversationEntries = conversationList.map((conversation) => {
      const label = conversationTitle(conversation, user?._id);
      return {
        id: `conversation:${conversation._id}`,
        names: [label],
        entry: {
          label,
          detail: t('search.palette.conversation'),
          to: `/chat?c=${conversation._id}`,
          icon: MessagesSquare,
          reloadDocument: false,
        },
      };
    });
    // The people of the caller's groups they have no direct conversation with: their profile.
    const talkedTo = new Set(conversationEntries.map((entry) => entry.entry.label));
    const personEntries = [...peopleOf(conversationList, user?._id)]
      .filter(([, person]) => !talkedTo.has(person.username))
      .map(([id, person]) => ({
        id: `person:${id}`,
        names: [person.username],
        entry: {
          label: person.username,
          detail: t('search.kind.person'),
          to: `/profile/${id}`,
          icon: { username: person.username, avatar: person.avatar },
          reloadDocument: false,
        },
      }));
    return [...pageEntries, ...projectEntries, ...conversationEntries, ...personEntries];
  }, [t, user, pages, projects.data, conversations.data]);

  return useMemo(() => {
    const words = foldedWords(text);
    if (words.length === 0) {
      return candidates
        .filter((candidate) => candidate.id.startsWith('page:'))
        .map((candidate) => ({ ...candidate.entry, id: candidate.id, highlights: [] }));
    }
    const matches: { entry: GoToEntry; rank: number; order: number }[] = [];
    candidates.forEach((candidate, order) => {
      // The label's own match, for its marks; else another name's (the mark is then on nothing shown).
      const onLabel = matchName(candidate.entry.label, words);
      const best = onLabel ?? candidate.names.map((name) => matchName(name, words)).find((match) => match !== null);
      if (!best) return;
      matches.push({
        entry: { ...candidate.entry, id: candidate.id, highlights: onLabel?.highlights ?? [] },
        rank: best.rank,
        order,
      });
    });
    return matches
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, MAX_ENTRIES)
      .map((match) => match.entry);
  }, [candidates, text]);
}
