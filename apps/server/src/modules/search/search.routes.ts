import { searchQuerySchema } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { parseOrThrowFirst } from '../../lib/validation.js';
import { CANDIDATES_PER_KIND } from './search-matches.js';
import { search } from './search.service.js';
import type { SearchRepository } from './search.repository.js';

/** /api/search: one ranked search across everything the caller may open. */
export async function searchRoutes(app: FastifyInstance, repository: SearchRepository) {
  apiRoute(
    app,
    'GET /api/search',
    {
      tag: 'search',
      summary: 'Search messages, posts, comments, tasks, documents, people and projects',
      description:
        'Accents and case are ignored ("tai lieu" finds "tài liệu"), every word matches as a prefix from its second ' +
        'letter, a longer word in no text is matched to a spelling one letter away, and "quoted words" are an exact ' +
        'phrase. Only what the caller may open is searched: their conversations (from when they last deleted the chat ' +
        'for themselves), every post and comment, the tasks and projects of projects they belong to, their own ' +
        'documents (names, and the words inside PDF, DOCX and text files once read), and active members. Ranked by ' +
        `relevance, the newest first among equals; the newest ${CANDIDATES_PER_KIND} matches of each kind are ranked. ` +
        '`snippet.highlights` ' +
        'are `[start, end)` ranges of `snippet.text` (UTF-16). `nextCursor` pages on.',
      errors: [400],
      // The caller's id is all a search needs: what they may open is read in its own first statement.
      access: 'caller',
    },
    async (request) => ({
      success: true as const,
      data: await search(repository, request.callerId, parseOrThrowFirst(searchQuerySchema, request.query)),
    }),
  );
}
