import type { Database } from '../../../db/database.js';
import { createChatViewsRepository } from '../../chat/chat-views.repository.js';
import { createConversationsRepository } from '../../chat/conversations.repository.js';
import { createNotificationsRepository } from '../../notifications/notifications.repository.js';
import { createTasksRepository } from '../../projects/tasks.repository.js';
import type { SearchRepository } from '../../search/search.repository.js';
import { createUsersRepository } from '../../users/users.repository.js';
import type { AnswerContext, WorkspaceAnswer, WorkspaceRepositories } from './answers/answer-context.js';
import { helpAnswer } from './answers/help-answer.js';
import { latestAnswer } from './answers/latest-answer.js';
import { notificationsAnswer } from './answers/notifications-answer.js';
import { searchAnswer } from './answers/search-answer.js';
import { summaryAnswer } from './answers/summary-answer.js';
import { tasksAnswer } from './answers/tasks-answer.js';
import { unreadAnswer } from './answers/unread-answer.js';
import { ASSISTANT_TEXTS } from './assistant-texts.js';
import type { BuiltinAssistant, WorkspaceGrounding, WorkspaceQuestion } from './builtin.types.js';
import { resolveQuestion, type ResolvedQuestion } from './intent-detection.js';
import { keywordsOf } from './question-keywords.js';
import { createWorkspaceReadsRepository } from './workspace-reads.repository.js';
import { searchByKeywords, searchByTerms } from './workspace-search.js';
import { SOURCE_EXCERPT_CHARS, SOURCES_MAX, sourcesOf } from './workspace-sources.js';

export interface BuiltinAssistantDeps {
  db: Database;
  /** The search module's repository: what is found by words is found by the app's one search. */
  search: SearchRepository;
}

const NOTHING: WorkspaceGrounding = { kind: 'none' };

/**
 * The built-in assistant (no language model). Every answer is read for the asker alone, through the
 * same repositories and rules as the REST API they would use to open the thing themselves: their
 * tasks in projects they are in, their conversations (not ones they left or deleted for themselves),
 * their notifications, the search's hits (GET /api/search's access rules), the posts of the feed.
 * Nothing here writes.
 */
export function createBuiltinAssistant({ db, search }: BuiltinAssistantDeps): BuiltinAssistant {
  const repositories: WorkspaceRepositories = {
    search,
    tasks: createTasksRepository(db),
    notifications: createNotificationsRepository(db),
    conversations: createConversationsRepository(db),
    chatViews: createChatViewsRepository(db),
    users: createUsersRepository(db),
    reads: createWorkspaceReadsRepository(db),
  };

  async function compose(question: WorkspaceQuestion, resolved: ResolvedQuestion): Promise<WorkspaceAnswer> {
    const { intent, page } = resolved;
    const texts = ASSISTANT_TEXTS[question.language];
    if (intent.kind === 'help') return helpAnswer({ texts }, intent.understood);
    // Only mentions need the asker's name; it is read fresh (it may have changed since sign-in).
    const username =
      intent.kind === 'unread' ? ((await repositories.users.findById(question.userId))?.username ?? null) : null;
    const context: AnswerContext = {
      userId: question.userId,
      username,
      language: question.language,
      texts,
      now: question.now,
      page,
      repositories,
    };
    switch (intent.kind) {
      case 'tasks':
        return tasksAnswer(context);
      case 'unread':
        return unreadAnswer(context, intent.mentionsFirst);
      case 'notifications':
        return notificationsAnswer(context);
      case 'search':
        return intent.terms.length > 0
          ? searchAnswer(context, intent.scope, intent.terms)
          : latestAnswer(context, intent.scope);
      case 'summary':
        return summaryAnswer(context, intent.target, intent.keywords);
    }
  }

  return {
    async *answer(question, signal) {
      if (signal.aborted) return;
      const { markdown } = await compose(question, resolveQuestion(question.question, question.history));
      for (const [index, line] of markdown.entries()) {
        if (signal.aborted) return;
        yield index < markdown.length - 1 ? `${line}\n` : line;
      }
    },

    /**
     * A search question: the hits its answer would list, as numbered sources. A question the built-in
     * has no list for (in a sentence, for a model): the hits for its key words. Any other: the facts
     * its answer read.
     */
    async grounding(question, signal) {
      const resolved = resolveQuestion(question.question, question.history);
      const { intent } = resolved;
      if (signal.aborted) return NOTHING;
      const request = {
        userId: question.userId,
        offset: resolved.page * SOURCES_MAX,
        limit: SOURCES_MAX,
        snippetLength: SOURCE_EXCERPT_CHARS,
      };
      if (intent.kind === 'help') {
        const keywords = keywordsOf(question.question);
        if (keywords.length === 0) return NOTHING;
        const { hits } = await searchByKeywords(search, keywords, request);
        return { kind: 'sources', asked: false, sources: sourcesOf(hits, question.language) };
      }
      if (intent.kind === 'search' && intent.terms.length > 0) {
        const { hits } = await searchByTerms(search, intent.scope, intent.terms, request);
        return { kind: 'sources', asked: true, sources: sourcesOf(hits, question.language) };
      }
      const { facts } = await compose(question, resolved);
      if (facts === null || signal.aborted) return NOTHING;
      return {
        kind: 'facts',
        facts: [
          `Facts from the TeamHub workspace of the signed-in user, read at ${question.now.toISOString()}.`,
          'They hold only what this user may open; links are paths of the TeamHub web app.',
          facts,
        ].join('\n'),
      };
    },
  };
}
