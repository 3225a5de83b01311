import type { AiErrorType, AiService, Language, ServerMessageKey } from '@teamhub/contracts';
import type { AssistantTurn } from '../builtin/builtin.types.js';

/** One message of the conversation sent to a language model. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** One question as every provider receives it. */
export interface ProviderTurn {
  userId: string;
  language: Language;
  question: string;
  /** The conversation's newest turns that fit LIMITS.assistant.contextMaxChars, oldest first. */
  history: AssistantTurn[];
  now: Date;
  /**
   * What a language model is sent: the system prompt, what the workspace gives for this question (the
   * built-in assistant's facts, or the asker's search hits as numbered sources to cite; a second
   * system message), the history and the question. The workspace is read once per turn, however many
   * providers `auto` tries.
   */
  modelMessages: (signal: AbortSignal) => Promise<ModelMessage[]>;
}

/** Filled in while an answer streams: the model that answered, when the service says (OpenRouter's auto router). */
export interface AnswerReport {
  model: string;
}

/** A place answers come from: a model server, an in-process model, or the built-in assistant. */
export interface AssistantProvider {
  service: AiService;
  /** The model name the done event reports, unless the service names the one that answered. */
  model: string;
  /**
   * The answer in pieces as they arrive (never empty strings). Throws a ProviderError when the
   * service fails; aborting `signal` (the reader went away) stops the service's request too.
   */
  stream: (turn: ProviderTurn, signal: AbortSignal, report: AnswerReport) => AsyncIterable<string>;
  /** Whether the service answers now (GET /health, cached by the registry). */
  checkHealth: (signal: AbortSignal) => Promise<boolean>;
}

/** How an error event reads: the message and suggestion keys, and the values of their {placeholders}. */
export interface ProviderErrorText {
  message?: ServerMessageKey;
  suggestion?: ServerMessageKey;
  values?: Record<string, string>;
}

/**
 * A provider's failure as the reader is told it: one of the specification's error types, with
 * optional more precise texts (by default `assistant.error.<type>` and `assistant.suggestion.<type>`).
 * The Error's own message is the detail for the log (never shown to the reader).
 */
export class ProviderError extends Error {
  constructor(
    readonly errorType: AiErrorType,
    detail: string,
    readonly text: ProviderErrorText = {},
  ) {
    super(detail);
    this.name = 'ProviderError';
  }
}
