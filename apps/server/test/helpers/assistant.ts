import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import type { AiChatRequest, AiStreamEvent } from '@teamhub/contracts';
import { createParser } from 'eventsource-parser';
import type { AddressInfo } from 'node:net';
import type { AppOptions } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import type { AssistantSettings } from '../../src/assistant-config.js';
import { defaultAssistantSettings } from '../../src/modules/assistant/assistant-settings.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp, type TestAppOptions } from './test-app.js';

export const CHAT_STREAM = '/api/ai/hypo/chat-stream';

/** Limits no test reaches by accident (the rate-limit and quota tests set their own). */
export const GENEROUS_LIMITS = { rateLimit: { max: 10_000, windowMs: 30_000 }, dailyQuota: 10_000 } as const;

/** Settings with every service off but the ones given (an Ollama given is "explicit", as with OLLAMA_URL set). */
export function assistantSettings(services: Partial<AssistantSettings> = {}): AssistantSettings {
  return { ...defaultAssistantSettings(), ...services };
}

export const ollamaAt = (url: string, model = 'llama3.2'): Pick<AssistantSettings, 'ollama'> => ({
  ollama: { url, model, explicit: true },
});

/** A conversation id of the browser's shape (conv_{timestamp}_{random}), new each time. */
let conversationCounter = 0;
export function newConversationId(): string {
  conversationCounter += 1;
  return `conv_${Date.now()}_${conversationCounter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** An app listening on a loopback port (the stream tests need a real connection), with one user. */
export interface ListeningApp {
  built: TestApp;
  baseUrl: string;
  me: RegisteredUser;
  close: () => Promise<void>;
}

export async function listeningApp(
  database: DatabaseHandle,
  assistant: AppOptions['assistant'],
  options: TestAppOptions = {},
): Promise<ListeningApp> {
  const built = await createTestApp(database, { ...options, assistant: { ...GENEROUS_LIMITS, ...assistant } });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  const me = await registerUser(built.app);
  return { built, baseUrl: `http://127.0.0.1:${port}`, me, close: () => built.app.close() };
}

/** A loopback address where nothing listens (connection refused). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** One POST /chat-stream over a real connection: its head, then its events as they arrive. */
export interface OpenedStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The events received so far. */
  events: AiStreamEvent[];
  /** Resolves once at least `count` events arrived (or the answer ended). */
  waitForEvents: (count: number) => Promise<AiStreamEvent[]>;
  /** Every event, once the server ended the answer. */
  all: () => Promise<AiStreamEvent[]>;
  /** The raw body, for answers that are not a stream (400, 401, 429). */
  text: () => Promise<string>;
  /** Drops the connection, as a browser does when the reader presses Stop. */
  destroy: () => void;
}

export function openStream(
  baseUrl: string,
  token: string | undefined,
  body: Partial<AiChatRequest> | Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<OpenedStream> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${CHAT_STREAM}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const events: AiStreamEvent[] = [];
      let raw = '';
      let ended = false;
      const waiting = new Set<() => void>();
      const notify = () => {
        for (const check of waiting) check();
      };
      const parser = createParser({ onEvent: (event) => events.push(JSON.parse(event.data) as AiStreamEvent) });
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        raw += text;
        parser.feed(text);
        notify();
      });
      const finish = () => {
        ended = true;
        notify();
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
      const until = (done: () => boolean) =>
        new Promise<void>((settle) => {
          if (done()) return settle();
          const check = () => {
            if (!done()) return;
            waiting.delete(check);
            settle();
          };
          waiting.add(check);
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        waitForEvents: async (count) => {
          await until(() => ended || events.length >= count);
          return events;
        },
        all: async () => {
          await until(() => ended);
          return events;
        },
        text: async () => {
          await until(() => ended);
          return raw;
        },
        destroy: () => request.destroy(),
      });
    });
    request.end(payload);
  });
}

/** Asks and reads the whole stream (expects 200). */
export async function ask(
  baseUrl: string,
  token: string,
  body: Partial<AiChatRequest>,
  headers: Record<string, string> = {},
): Promise<AiStreamEvent[]> {
  const opened = await openStream(baseUrl, token, { conversationId: newConversationId(), ...body }, headers);
  if (opened.status !== 200) throw new Error(`ask: expected 200, got ${opened.status}: ${await opened.text()}`);
  return opened.all();
}

/** The text of the chunk events, joined. */
export const chunkText = (events: AiStreamEvent[]) =>
  events.map((event) => (event.type === 'chunk' ? event.content : '')).join('');

/** The last event, which ends every stream (done or error). */
export function lastEvent(events: AiStreamEvent[]): AiStreamEvent {
  const last = events.at(-1);
  if (!last) throw new Error('the stream carried no event');
  return last;
}

/** A stand-in for node-llama-cpp's API (the parts the local provider uses), answering `pieces`. */
export function fakeLlamaRuntime(pieces: string[]) {
  const prompts: string[] = [];
  const histories: unknown[][] = [];
  return {
    prompts,
    histories,
    getLlama: async () => ({
      loadModel: async () => ({
        createContext: async () => ({ getSequence: () => ({}), dispose: async () => undefined }),
      }),
    }),
    LlamaChatSession: class {
      setChatHistory(history: unknown[]) {
        histories.push(history);
      }
      async prompt(text: string, options: { onTextChunk?: (text: string) => void }) {
        prompts.push(text);
        for (const piece of pieces) options.onTextChunk?.(piece);
        return pieces.join('');
      }
    },
  };
}
