import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

/** The stand-in Ollama that e2e/support/test-server.mjs starts beside the app. */
const OLLAMA_URL = `http://127.0.0.1:${E2E_PORT + 1}`;

export interface OllamaRequest {
  method: string;
  path: string;
  body: { model?: string; messages?: { role: string; content: string }[] } | null;
  held: boolean;
  aborted: boolean;
  finished: boolean;
}

/** Changes how the stand-in answers from now on (see apps/server/test/stand-ins/stand-in-server.mjs). */
export async function steerOllama(request: APIRequestContext, controls: Record<string, unknown>) {
  const response = await request.post(`${OLLAMA_URL}/_stand-in/controls`, { data: controls });
  if (!response.ok()) throw new Error(`the stand-in Ollama refused its controls: ${response.status()}`);
}

/** The chat requests the stand-in received whose last user message contains `text`. */
export async function ollamaChatsAbout(request: APIRequestContext, text: string): Promise<OllamaRequest[]> {
  const response = await request.get(`${OLLAMA_URL}/_stand-in/requests`);
  const all = (await response.json()) as OllamaRequest[];
  return all.filter(
    (entry) =>
      entry.path === '/api/chat' &&
      (entry.body?.messages ?? []).some((message) => message.role === 'user' && message.content.includes(text)),
  );
}
