import type { Language, SearchHit } from '@teamhub/contracts';

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

/** A thing the asker's search found, numbered as a language model cites it ([1] is number 1). */
export interface WorkspaceSource {
  number: number;
  hit: SearchHit;
  /** What it is, plain text: "Tin nhắn của An trong “Nhóm thiết kế”", "Tài liệu “Ngân sách.pdf”, trang 3". */
  label: string;
  /** When it was written, formatted; null for people and projects. */
  time: string | null;
  /** Its words a model reads: the search's snippet around the matched words, capped. */
  excerpt: string;
}

/**
 * What a language model is given with a question (assistant-prompt.ts writes it down):
 * - `facts`: what the built-in assistant's own answer read (tasks, unread messages and mentions,
 *   notifications, a conversation's summary, the newest documents and posts);
 * - `sources`: the asker's search for the question, numbered for citing. `asked`: the question asked
 *   for a search ("tìm …", "find messages about …"), and finding nothing is then the whole answer, with
 *   no model asked; otherwise a question in a sentence, searched for its key words, which a model
 *   answers anyway, told when nothing was found;
 * - `none`: nothing to search for (a greeting, a question without key words).
 */
export type WorkspaceGrounding =
  { kind: 'facts'; facts: string } | { kind: 'sources'; asked: boolean; sources: WorkspaceSource[] } | { kind: 'none' };

/**
 * The built-in assistant: no language model, answers from the asker's own workspace (tasks,
 * unread conversations, notifications, anything found by the search, a conversation's summary),
 * honest about what it is.
 */
export interface BuiltinAssistant {
  /** The answer as markdown, in pieces as they are ready (the service streams them as chunks). */
  answer(question: WorkspaceQuestion, signal: AbortSignal): AsyncIterable<string>;
  /** What a language model should be given from the workspace to answer this question. */
  grounding(question: WorkspaceQuestion, signal: AbortSignal): Promise<WorkspaceGrounding>;
}
