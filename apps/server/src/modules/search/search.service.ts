import {
  SEARCH_LIMITS,
  SEARCH_TYPES,
  parseFileMessageContent,
  type SearchAnswer,
  type SearchHit,
  type SearchType,
  type searchQuerySchema,
} from '@teamhub/contracts';
import type { z } from 'zod';
import { decodeCursor, encodeCursor } from './search-cursor.js';
import { searchLinks } from './search-links.js';
import {
  correctableWords,
  isEmptyQuery,
  parseQuery,
  tsqueryText,
  withAlternatives,
  type ParsedQuery,
} from './search-query.js';
import { bestText, snippetOf } from './search-snippet.js';
import type { SearchAccess } from './search-matches.js';
import type { HitRow, SearchRepository } from './search.repository.js';

export type SearchRequest = z.output<typeof searchQuerySchema>;

/** A date alone (YYYY-MM-DD) is the start of that day in UTC; anything else is the instant given. */
const bound = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

/** A question ready for the index: parsed, its words' near spellings added, and what the asker may open. */
export interface PreparedSearch {
  query: ParsedQuery;
  access: SearchAccess;
}

/** The parsed `text` with its words' near spellings, and what `userId` may open; null for an empty question. */
export async function prepareQuery(
  repository: SearchRepository,
  userId: string,
  text: string,
): Promise<PreparedSearch | null> {
  const parsed = parseQuery(text);
  if (isEmptyQuery(parsed)) return null;
  return prepared(repository, userId, parsed);
}

/** `parsed` with its words' near spellings, and what `userId` may open: one call before the search. */
export async function prepared(
  repository: SearchRepository,
  userId: string,
  parsed: ParsedQuery,
): Promise<PreparedSearch> {
  const { access, similar } = await repository.lookup(userId, correctableWords(parsed));
  return { query: withAlternatives(parsed, similar), access };
}

/**
 * GET /api/search: the asker's page of hits across every kind they may open (or one kind), ranked by
 * relevance with the newest first among equals, each with its snippet and the path that opens it.
 */
export function search(repository: SearchRepository, userId: string, request: SearchRequest): Promise<SearchAnswer> {
  return repository.inTurn(() => searchNow(repository, userId, request));
}

async function searchNow(repository: SearchRepository, userId: string, request: SearchRequest): Promise<SearchAnswer> {
  const ready = await prepareQuery(repository, userId, request.q);
  if (!ready) return { items: [], nextCursor: null };
  const { query, access } = ready;
  const rows = await repository.hits(
    {
      userId,
      query,
      types: request.type ? [request.type] : SEARCH_TYPES,
      from: request.from,
      in: request.in,
      before: bound(request.before),
      after: bound(request.after),
      cursor: request.cursor ? decodeCursor(request.cursor) : undefined,
      limit: request.limit,
    },
    access,
  );
  const page = rows.slice(0, request.limit);
  const items = await hitsOf(repository, userId, page, query);
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > request.limit && last ? encodeCursor(last) : null,
  };
}

const idsOf = (rows: HitRow[], kind: SearchType) => rows.filter((row) => row.kind === kind).map((row) => row.id);

/** A file message's text as a reader knows it: its file name, not the address it is stored at. */
function messageText(content: string): string {
  const file = parseFileMessageContent(content);
  return file ? `📎 ${file.filename}` : content;
}

/**
 * The hits of `rows`, in their order, with what each shows; a row gone meanwhile is left out.
 * `snippetLength`: characters of each snippet (the assistant gives a language model longer ones).
 */
export async function hitsOf(
  repository: SearchRepository,
  userId: string,
  rows: HitRow[],
  query: ParsedQuery,
  snippetLength: number = SEARCH_LIMITS.snippetLength,
): Promise<SearchHit[]> {
  const tsquery = tsqueryText(query);
  const found = new Map<string, SearchHit>();
  const put = (hit: SearchHit) => found.set(`${hit.type}:${hit.id}`, hit);
  const snippet = (...texts: string[]) => snippetOf(bestText(texts, query), query, snippetLength);

  const details = await repository.details(userId, (kind) => idsOf(rows, kind), tsquery);
  for (const message of details.message) {
    put({
      type: 'message',
      id: message.id,
      title: message.conversationName,
      snippet: snippet(messageText(message.content)),
      link: searchLinks.message(message.conversationId, message.id, message.threadRootId),
      author: message.author,
      createdAt: message.createdAt,
      context: { conversationId: message.conversationId },
    });
  }
  for (const post of details.post) {
    put({
      type: 'post',
      id: post.id,
      title: post.author.username,
      snippet: snippet(post.caption, post.location),
      link: searchLinks.post(post.id),
      author: post.author,
      createdAt: post.createdAt,
      context: { postId: post.id },
    });
  }
  for (const comment of details.comment) {
    put({
      type: 'comment',
      id: comment.id,
      title: comment.author.username,
      snippet: snippet(comment.text),
      link: searchLinks.comment(comment.postId, comment.id),
      author: comment.author,
      createdAt: comment.createdAt,
      context: { postId: comment.postId },
    });
  }
  for (const task of details.task) {
    put({
      type: 'task',
      id: task.id,
      title: task.title,
      snippet: snippet(task.description, task.tags.join(' · '), task.title),
      link: searchLinks.task(task.projectId, task.id),
      author: task.author,
      createdAt: task.createdAt,
      context: { projectId: task.projectId },
    });
  }
  for (const document of details.document) {
    const page = document.chunk?.page ?? null;
    put({
      type: 'document',
      id: document.id,
      title: document.name,
      snippet: snippet(document.chunk?.content ?? '', document.name),
      link: searchLinks.document(document.id, document.folderId, page),
      author: null,
      createdAt: document.updatedAt,
      context: { folderId: document.folderId, ...(page !== null ? { page } : {}) },
    });
  }
  for (const person of details.person) {
    put({
      type: 'person',
      id: person.id,
      title: person.username,
      snippet: snippet(person.position, person.username),
      link: searchLinks.person(person.id),
      author: { id: person.id, username: person.username, avatar: person.avatar },
      createdAt: person.createdAt,
      context: {},
    });
  }
  for (const project of details.project) {
    put({
      type: 'project',
      id: project.id,
      title: project.name,
      snippet: snippet(project.description, project.name),
      link: searchLinks.project(project.id),
      author: project.owner,
      createdAt: project.createdAt,
      context: { projectId: project.id },
    });
  }
  return rows.flatMap((row) => found.get(`${row.kind}:${row.id}`) ?? []);
}
