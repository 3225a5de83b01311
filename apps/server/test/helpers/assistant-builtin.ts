import type { ApiSuccess, DocumentView, Language, MessageView } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { tasks } from '../../src/db/schema/index.js';
import { groundingPrompt } from '../../src/modules/assistant/assistant-prompt.js';
import { createBuiltinAssistant } from '../../src/modules/assistant/builtin/builtin-assistant.js';
import type {
  AssistantTurn,
  BuiltinAssistant,
  WorkspaceGrounding,
} from '../../src/modules/assistant/builtin/builtin.types.js';
import { createSearchRepository } from '../../src/modules/search/search.repository.js';
import { createMessagesRepository } from '../../src/modules/chat/messages.repository.js';
import { callApi } from './api.js';
import { uploadDocument } from './documents-sharing.js';
import type { RegisteredUser } from './test-app.js';

/** The built-in assistant on a database, with the search module's repository as the app wires it. */
export const builtinAssistantOn = (db: Database) => createBuiltinAssistant({ db, search: createSearchRepository(db) });

export interface Asked {
  /** The whole answer, its chunks joined. */
  answer: string;
  chunks: string[];
  /** What a language model would be given from the workspace. */
  grounding: WorkspaceGrounding;
  /** The same, as the system message a model reads (null: none). */
  context: string | null;
}

/** Asks the built-in assistant as `user`, both ways: the streamed answer and the facts for a model. */
export async function ask(
  assistant: BuiltinAssistant,
  user: RegisteredUser,
  question: string,
  options: { language?: Language; history?: AssistantTurn[]; now?: Date } = {},
): Promise<Asked> {
  const asked = {
    userId: user.user.id,
    language: options.language ?? 'vi',
    question,
    history: options.history ?? [],
    now: options.now ?? new Date(),
  };
  const chunks: string[] = [];
  for await (const chunk of assistant.answer(asked, new AbortController().signal)) chunks.push(chunk);
  const grounding = await assistant.grounding(asked, new AbortController().signal);
  return { answer: chunks.join(''), chunks, grounding, context: groundingPrompt(grounding) };
}

/**
 * Saves a text message through the chat's own saving step (the one send-message uses: membership is
 * checked in the same statement), without a socket.
 */
export async function say(
  db: Database,
  sender: RegisteredUser,
  conversationId: string,
  content: string,
  threadRootId: string | null = null,
) {
  const outcome = await createMessagesRepository(db).send({
    threadRootId,
    conversationId,
    senderId: sender.user.id,
    content,
    messageType: 'text',
    fileId: null,
    replyToId: null,
    clientId: null,
  });
  expect(outcome.status).toBe('sent');
  return outcome;
}

/** Uploads a small text document as `user`; answers it. */
export const uploadText = (app: FastifyInstance, user: RegisteredUser, name: string) =>
  uploadDocument(app, user, new TextEncoder().encode(`contents of ${name}`), name);

/** POST /api/documents/{id}/share: the document goes into the conversation as a file message. */
export async function shareIntoChat(
  app: FastifyInstance,
  user: RegisteredUser,
  document: DocumentView,
  conversationId: string,
): Promise<MessageView> {
  const response = await callApi(app, 'POST', `/api/documents/${document.id}/share`, user.token, { conversationId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiSuccess<MessageView>>().data;
}

/**
 * Moves a task's due date into the past. The API accepts only days from today on (a due date becomes
 * past by waiting), so the test writes the row the way time would have left it.
 */
export async function makeDueOn(db: Database, taskId: string, day: string): Promise<void> {
  await db.update(tasks).set({ dueDate: day }).where(eq(tasks.id, taskId));
}

/** The server's calendar day of `now`, 'YYYY-MM-DD' (as the assistant counts overdue). */
export function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
