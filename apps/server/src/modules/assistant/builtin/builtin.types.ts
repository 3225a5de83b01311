import type { Language } from '@teamhub/contracts';

/** One earlier turn of the conversation, oldest first. */
export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface WorkspaceQuestion {
  /** Who asks: every answer is limited to what this user may open through the REST API. */
  userId: string;
  language: Language;
  question: string;
  /** The conversation so far (without `question`), for follow-ups such as "and the next one?". */
  history: AssistantTurn[];
  now: Date;
}

/**
 * The built-in assistant: no language model, answers from the asker's own workspace (tasks,
 * unread conversations, notifications, documents and posts found by words, a conversation's
 * summary), honest about what it is.
 */
export interface BuiltinAssistant {
  /** The answer as markdown, in pieces as they are ready (the service streams them as chunks). */
  answer(question: WorkspaceQuestion, signal: AbortSignal): AsyncIterable<string>;
  /**
   * Facts from the workspace that a language model should be given to answer this question (as a
   * system message), or null when the question is not about the workspace.
   */
  workspaceContext(question: WorkspaceQuestion, signal: AbortSignal): Promise<string | null>;
}
