import type { AssistantTurn } from './builtin.types.js';
import { fold, wordsOf, type Word } from './text-folding.js';

/** Which kinds a search question looks through (workspace-search.ts maps them to the search's types). */
export type SearchScope = 'all' | 'documents' | 'posts' | 'messages' | 'tasks';

/** What a question asks of the workspace, read from its words (Vietnamese with or without marks, English). */
export type Intent =
  | { kind: 'tasks' }
  | { kind: 'unread'; mentionsFirst: boolean }
  | { kind: 'notifications' }
  /**
   * `terms` as typed (a quoted phrase is one term): the search looks for all of them, accents and case
   * ignored; none: the newest documents and posts.
   */
  | { kind: 'search'; scope: SearchScope; terms: string[] }
  /**
   * `target`: the conversation's name as typed (after '#', in quotes, or the words left around the
   * request; empty: none named); `keywords`: its words without the request's own words.
   */
  | { kind: 'summary'; target: string; keywords: string }
  /** `understood`: a greeting or a question about the assistant itself, not an unknown question. */
  | { kind: 'help'; understood: boolean };

/** An intent and which page of its list to show (0 first; "more" moves to the next). */
export interface ResolvedQuestion {
  intent: Intent;
  page: number;
}

/** Phrases are folded words separated by single spaces, listed with commas; matched on whole words. */
const phrases = (list: string) => list.split(',').map((phrase) => phrase.trim());

const SUMMARY = phrases('tom tat, tom luoc, tong ket, summarize, summarise, summary, sum up, tldr, tl dr, recap');
// Not 'doc': it is also 'đọc' (read) without marks.
const DOCUMENTS = phrases('tai lieu, tap tin, tep, document, documents, docs, file, files');
const POSTS = phrases('bai viet, bai dang, bang tin, post, posts, feed');
const SEARCH_VERBS = phrases('tim, tim kiem, tra cuu, find, search, look for, look up, where is, o dau');
const NOTIFICATIONS = phrases('thong bao, notification, notifications, notif, notifs, alerts');
const MENTIONS = phrases('nhac den, nhac toi, nhac ten, mention, mentions, mentioned, tag toi, tagged');
const MESSAGES = phrases('tin nhan, nhan tin, message, messages, chat, chats');
const UNREAD_ONLY = phrases('chua doc, unread, inbox');
const UNREAD = [...UNREAD_ONLY, ...MESSAGES];
const TASK_NOUNS = phrases('task, tasks, viec, cong viec, nhiem vu');
/** Words of a question about one's own open tasks and their dates (not a search among tasks). */
const TASK_AGENDA = phrases(
  'can lam, phai lam, work on, my work, deadline, deadlines, han, han chot, qua han, den han, due, overdue, assigned, giao cho toi, to do, todo, du an, project, projects',
);
const TASKS = [...TASK_NOUNS, ...TASK_AGENDA];
const HELP = phrases(
  'help, giup, huong dan, xin chao, chao, hello, hi, hey, ban la ai, who are you, what can you do, lam duoc gi, ban co the, hypo, cam on, thanks, thank you',
);

/** Words that carry no search meaning (folded); longer phrases are removed first. */
const SEARCH_FILLERS = [
  ...DOCUMENTS,
  ...POSTS,
  ...MESSAGES,
  ...TASK_NOUNS,
  ...SEARCH_VERBS,
  ...phrases(
    'duoc chia se, chia se, lien quan den, lien quan, co ten, ten la, cho toi, giup toi, giup minh, cho minh, cua toi, cua minh, voi toi, gan day, moi nhat, danh sach, liet ke, xem, hay, giup, toi, minh, cua, ve, co, khong, nhung, cac, mot, la, gi, nao, o, dau, trong, nhe, a, oi, ban, hypo, moi, dang, den, cho, voi, kiem, for, me, my, the, an, about, named, called, titled, containing, contains, with, any, all, show, please, can, you, i, is, are, there, of, in, on, where, what, which, that, shared, recent, latest, new, give, list, some, mentioning, related, to, by, from',
  ),
];

/** Words around a conversation's name in a summary request. */
const SUMMARY_FILLERS = [
  ...SUMMARY,
  ...phrases(
    'cuoc tro chuyen, doan chat, doan hoi thoai, hoi thoai, tro chuyen, cuoc hoi thoai, tin nhan, nhom chat, nhom, chat, voi, cua, trong, giua, giup toi, giup minh, cho toi, cho minh, giup, hay, toi, minh, va, o, nhe, di, the, conversation, group, channel, messages, message, thread, dm, with, in, of, between, me, and, please, my, our, for, a',
  ),
];

const MORE_WORDS = new Set(
  phrases(
    'more, them, tiep, next, nua, sau, xem, theo, page, show, con, please, and, va, cho, toi, minh, di, nhe, trang, ok, oke',
  ),
);
const MORE_TRIGGERS = new Set(phrases('more, them, tiep, next, nua, sau'));

const QUOTED = /["“”«»]([^"“”«»]+)["“”«»]/u;

const foldedList = (words: Word[]) => words.map((word) => word.folded.replace(/^[@#]/u, ''));

/** True when `phrase` (folded words) occurs in `words` on word boundaries. */
function hasPhrase(words: string[], phrase: string): boolean {
  return ` ${words.join(' ')} `.includes(` ${phrase} `);
}

const hasAny = (words: string[], list: readonly string[]) => list.some((phrase) => hasPhrase(words, phrase));

/**
 * The words left after removing every filler phrase (longest first, on word boundaries), in their
 * original spelling.
 */
function withoutFillers(words: Word[], fillers: readonly string[]): Word[] {
  const sequences = [...new Set(fillers)].map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length);
  const folded = foldedList(words);
  const kept: Word[] = [];
  let index = 0;
  while (index < words.length) {
    const match = sequences.find((phrase) => phrase.every((part, offset) => folded[index + offset] === part));
    if (match) {
      index += match.length;
      continue;
    }
    kept.push(words[index] as Word);
    index += 1;
  }
  return kept;
}

/** `words` without the filler phrases at their end ("#Project team please" → "Project team"), as typed. */
function withoutTrailingFillers(words: Word[], fillers: readonly string[]): string {
  const sequences = fillers.map((phrase) => phrase.split(' '));
  const folded = foldedList(words);
  let end = words.length;
  for (;;) {
    const match = sequences.find(
      (phrase) => phrase.length <= end && phrase.every((part, offset) => folded[end - phrase.length + offset] === part),
    );
    if (!match || match.length === end) break;
    end -= match.length;
  }
  return words
    .slice(0, end)
    .map((word) => word.original.replace(/^[@#]/u, ''))
    .join(' ');
}

function isMoreRequest(words: string[]): boolean {
  return words.length > 0 && words.every((word) => MORE_WORDS.has(word)) && words.some((w) => MORE_TRIGGERS.has(w));
}

/** The one kind a search question names (documents, posts, messages or tasks), or all when it names none or several. */
function scopeOf(folded: string[]): SearchScope {
  const named = (
    [
      ['documents', DOCUMENTS],
      ['posts', POSTS],
      ['messages', MESSAGES],
      ['tasks', TASK_NOUNS],
    ] as const
  ).filter(([, list]) => hasAny(folded, list));
  return named.length === 1 ? (named[0] as (typeof named)[number])[0] : 'all';
}

function searchIntent(question: string, words: Word[], folded: string[]): Extract<Intent, { kind: 'search' }> {
  const scope = scopeOf(folded);
  const quoted = QUOTED.exec(question)?.[1]?.trim();
  if (quoted) return { kind: 'search', scope, terms: [quoted.replace(/\s+/gu, ' ')] };
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of withoutFillers(words, SEARCH_FILLERS)) {
    const term = word.original.replace(/^[@#]/u, '');
    const key = fold(term);
    if (term.length === 0 || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return { kind: 'search', scope, terms: terms.slice(0, 6) };
}

function summaryIntent(question: string, words: Word[]): Intent {
  const hash = /#\s*([^"“”«»?!\n]+)/u.exec(question)?.[1];
  const quoted = QUOTED.exec(question)?.[1]?.trim();
  const explicit = quoted || (hash ? withoutTrailingFillers(wordsOf(hash), SUMMARY_FILLERS) : undefined);
  const keywords = withoutFillers(explicit ? wordsOf(explicit) : words, SUMMARY_FILLERS)
    .map((word) => word.original.replace(/^[@#]/u, ''))
    .join(' ');
  return { kind: 'summary', target: explicit || keywords, keywords };
}

/** The intent of one question on its own. */
export function detectIntent(question: string): Intent {
  const words = wordsOf(question);
  const folded = foldedList(words);
  if (hasAny(folded, SUMMARY)) return summaryIntent(question, words);
  if (QUOTED.test(question) || hasAny(folded, DOCUMENTS) || hasAny(folded, POSTS)) {
    return searchIntent(question, words, folded);
  }
  // "find messages about …", "tìm việc thiết kế": a search among them when words are left to look
  // for; "tìm tin nhắn chưa đọc", "find my tasks due soon" stay the lists below.
  const searching = hasAny(folded, SEARCH_VERBS);
  const amongMessages = hasAny(folded, MESSAGES) && !hasAny(folded, UNREAD_ONLY) && !hasAny(folded, MENTIONS);
  const amongTasks = hasAny(folded, TASK_NOUNS) && !hasAny(folded, TASK_AGENDA);
  if (searching && (amongMessages || amongTasks)) {
    const intent = searchIntent(question, words, folded);
    if (intent.terms.length > 0) return intent;
  }
  if (hasAny(folded, NOTIFICATIONS)) return { kind: 'notifications' };
  const mentions = hasAny(folded, MENTIONS);
  if (mentions || hasAny(folded, UNREAD)) return { kind: 'unread', mentionsFirst: mentions };
  if (hasAny(folded, TASKS)) return { kind: 'tasks' };
  if (hasAny(folded, SEARCH_VERBS)) return searchIntent(question, words, folded);
  if (/(^|\s)@(\s|$)/u.test(question)) return { kind: 'unread', mentionsFirst: true };
  if (hasAny(folded, HELP) || folded.length === 0) return { kind: 'help', understood: true };
  return { kind: 'help', understood: false };
}

/**
 * The question's intent, following up on the conversation: "more" / "thêm" / "tiếp" repeats the last
 * real question's intent one page further (each "more" in a row adds a page).
 */
export function resolveQuestion(question: string, history: readonly AssistantTurn[]): ResolvedQuestion {
  if (!isMoreRequest(foldedList(wordsOf(question)))) return { intent: detectIntent(question), page: 0 };
  let page = 1;
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const turn = history[index] as AssistantTurn;
    if (turn.role !== 'user') continue;
    if (isMoreRequest(foldedList(wordsOf(turn.content)))) {
      page += 1;
      continue;
    }
    const intent = detectIntent(turn.content);
    // Only lists have pages; "more" after anything else is a question of its own.
    if (intent.kind === 'help' || intent.kind === 'summary') break;
    return { intent, page };
  }
  return { intent: { kind: 'help', understood: false }, page: 0 };
}
