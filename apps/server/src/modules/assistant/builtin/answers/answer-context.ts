import type { Language } from '@teamhub/contracts';
import type { ChatViewsRepository } from '../../../chat/chat-views.repository.js';
import type { ConversationsRepository } from '../../../chat/conversations.repository.js';
import type { NotificationsRepository } from '../../../notifications/notifications.repository.js';
import type { TasksRepository } from '../../../projects/tasks.repository.js';
import type { SearchRepository } from '../../../search/search.repository.js';
import type { UsersRepository } from '../../../users/users.repository.js';
import type { AssistantTexts } from '../assistant-texts.js';
import type { WorkspaceReadsRepository } from '../workspace-reads.repository.js';

/**
 * The repositories the answers read through: the modules' own (the search's for anything found by
 * words), and the assistant's bounded reads.
 */
export interface WorkspaceRepositories {
  search: SearchRepository;
  tasks: TasksRepository;
  notifications: NotificationsRepository;
  conversations: ConversationsRepository;
  chatViews: ChatViewsRepository;
  users: UsersRepository;
  reads: WorkspaceReadsRepository;
}

/** One question being answered: who asks, in which language, and which page of a list. */
export interface AnswerContext {
  userId: string;
  /** The asker's username (for mentions); null when the account is gone. */
  username: string | null;
  language: Language;
  texts: AssistantTexts;
  now: Date;
  /** 0: the first page; each "more" in a row adds one. */
  page: number;
  repositories: WorkspaceRepositories;
}

/**
 * An answer in both forms: markdown lines for the reader (streamed one by one), and the same facts
 * as compact plain text for a language model (null when there are none to give).
 */
export interface WorkspaceAnswer {
  markdown: string[];
  facts: string | null;
}
