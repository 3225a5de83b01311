import type { Database } from '../../../db/database.js';
import { createChatViewsRepository } from '../../chat/chat-views.repository.js';
import { createConversationsRepository } from '../../chat/conversations.repository.js';
import { createNotificationsRepository } from '../../notifications/notifications.repository.js';
import { createTasksRepository } from '../../projects/tasks.repository.js';
import { createUsersRepository } from '../../users/users.repository.js';
import type { AnswerContext, WorkspaceAnswer, WorkspaceRepositories } from './answers/answer-context.js';
import { helpAnswer } from './answers/help-answer.js';
import { notificationsAnswer } from './answers/notifications-answer.js';
import { searchAnswer } from './answers/search-answer.js';
import { summaryAnswer } from './answers/summary-answer.js';
import { tasksAnswer } from './answers/tasks-answer.js';
import { unreadAnswer } from './answers/unread-answer.js';
import { ASSISTANT_TEXTS } from './assistant-texts.js';
import type { BuiltinAssistant, WorkspaceQuestion } from './builtin.types.js';
import { resolveQuestion, type ResolvedQuestion } from './intent-detection.js';
import { createWorkspaceReadsRepository } from './workspace-reads.repository.js';

/**
 * The built-in assistant (no language model). Every answer is read for the asker alone, through the
 * same repositories and rules as the REST API they would use to open the thing themselves: their
 * tasks in projects they are in, their conversations (not ones they left or deleted for themselves),
 * their notifications, their own documents and the files sent to conversations they are in, the
 * posts of the feed. Nothing here writes.
 */
export function createBuiltinAssistant(db: Database): BuiltinAssistant {
  const repositories: WorkspaceRepositories = {
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
        return searchAnswer(context, intent.scope, intent.terms);
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

    async workspaceContext(question, signal) {
      const resolved = resolveQuestion(question.question, question.history);
      if (resolved.intent.kind === 'help' || signal.aborted) return null;
      const { facts } = await compose(question, resolved);
      if (facts === null || signal.aborted) return null;
      return [
        `Facts from the TeamHub workspace of the signed-in user, read at ${question.now.toISOString()}.`,
        'They hold only what this user may open; links are paths of the TeamHub web app.',
        facts,
      ].join('\n');
    },
  };
}
