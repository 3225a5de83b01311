// A stand-in for an OpenAI-compatible chat-completions API (OpenRouter, Perplexity, llama.cpp's
// server, vLLM…) on loopback, faithful to the parts the server uses:
//   GET  {base}/models            → { object: 'list', data: [{ id, object: 'model', created, owned_by }] }
//   POST {base}/chat/completions  → server-sent events: `: OPENROUTER PROCESSING` comment lines first
//        (OpenRouter sends them while it waits), then `data: {chat.completion.chunk}` per piece
//        (choices[0].delta.content), a last chunk with finish_reason 'stop', and `data: [DONE]`.
// Both check `Authorization: Bearer <apiKey>` (401 { error: { message: 'Invalid API key', code: 401 } }).
// The failures: 402 (no credits), 429 with Retry-After, 503 while a model loads (llama.cpp), 404 for a
// model it does not serve, and an error sent in the middle of an answer under HTTP 200
// (`data: {"error":{"code":429|502,"message":"…"}}`, as OpenRouter does). Plain ESM with JSDoc types:
// the browser tests' plain-Node server imports it too.
import { defaultHoldControls, startStandIn } from './stand-in-server.mjs';

/**
 * @typedef {import('./stand-in-server.mjs').HoldControls & {
 *   apiKey: string | null,
 *   models: string[],
 *   respondModel: string | null,
 *   comments: boolean,
 *   failure: null | 'unauthorized' | 'insufficient_credits' | 'rate_limited' | 'loading' | 'mid_stream_error',
 *   retryAfterSeconds: number | null,
 *   midStreamErrorCode: number,
 *   midStreamAfterChunks: number,
 * }} OpenAiCompatibleControls
 * - `apiKey`: the key every request must carry as a Bearer token (null: no check, like a local server).
 * - `models`: the models it serves ([]: any name); another one answers 404.
 * - `respondModel`: the model the chunks name (OpenRouter's auto router names the one it picked); null: the one asked for.
 * - `comments`: send the `: OPENROUTER PROCESSING` comment lines before the first piece.
 * - `failure`: answer every chat with this failure instead (null: answer normally).
 * - `retryAfterSeconds`: the Retry-After header of the 429 (null: none).
 * - `midStreamErrorCode` / `midStreamAfterChunks`: with failure 'mid_stream_error', the error's code and the pieces sent before it.
 */

/** @returns {OpenAiCompatibleControls} */
function defaultControls() {
  return {
    ...defaultHoldControls(),
    apiKey: 'test-key',
    models: [],
    respondModel: null,
    comments: true,
    failure: null,
    retryAfterSeconds: 7,
    midStreamErrorCode: 502,
    midStreamAfterChunks: 1,
  };
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function json(response, status, body, headers = {}) {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

/**
 * Starts the stand-in. `url` is its base URL (http://127.0.0.1:PORT/v1, like OpenRouter's /api/v1);
 * `options` are the starting controls (see OpenAiCompatibleControls), plus `port`.
 * @param {Partial<OpenAiCompatibleControls> & { port?: number }} [options]
 * @returns {Promise<import('./stand-in-server.mjs').StandIn<OpenAiCompatibleControls>>}
 */
export async function startOpenAiCompatible(options = {}) {
  const { port, ...controls } = options;
  let completions = 0;
  const standIn = await startStandIn({
    port,
    controls: { ...defaultControls(), ...controls },
    async handle({ entry, response, controls: now, shouldHold, streamPieces }) {
      const isModels = entry.method === 'GET' && entry.path.endsWith('/models');
      const isChat = entry.method === 'POST' && entry.path.endsWith('/chat/completions');
      if (!isModels && !isChat) {
        json(response, 404, { error: { message: `Unknown path ${entry.path}`, code: 404 } });
        return;
      }
      const authorized = now.apiKey === null || entry.headers.authorization === `Bearer ${now.apiKey}`;
      if (!authorized || now.failure === 'unauthorized') {
        json(response, 401, { error: { message: 'Invalid API key', code: 401 } });
        return;
      }
      if (isModels) {
        const ids = now.models.length > 0 ? now.models : ['stand-in/model'];
        json(response, 200, {
          object: 'list',
          data: ids.map((id) => ({ id, object: 'model', created: 1_735_689_600, owned_by: 'stand-in' })),
        });
        return;
      }
      const model = String(entry.body?.model ?? '');
      if (now.models.length > 0 && !now.models.includes(model)) {
        json(response, 404, {
          error: {
            message: `The model \`${model}\` does not exist or you do not have access to it.`,
            type: 'invalid_request_error',
            code: 'model_not_found',
          },
        });
        return;
      }
      if (now.failure === 'insufficient_credits') {
        json(response, 402, {
          error: { message: 'Insufficient credits. Add more using https://openrouter.ai/credits', code: 402 },
        });
        return;
      }
      if (now.failure === 'rate_limited') {
        /** @type {Record<string, string>} */
        const headers = now.retryAfterSeconds === null ? {} : { 'retry-after': String(now.retryAfterSeconds) };
        json(response, 429, { error: { message: 'Rate limit exceeded: too many requests', code: 429 } }, headers);
        return;
      }
      if (now.failure === 'loading') {
        json(response, 503, { error: { code: 503, message: 'Loading model', type: 'unavailable_error' } });
        return;
      }
      completions += 1;
      const id = `chatcmpl-standin-${completions}`;
      const created = Math.floor(Date.now() / 1000);
      const named = now.respondModel ?? model;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (now.comments) response.write(': OPENROUTER PROCESSING\n\n');
      /** @param {object} data */
      const event = (data) => response.write(`data: ${JSON.stringify(data)}\n\n`);
      /**
       * @param {Record<string, string>} delta
       * @param {string | null} finishReason
       */
      const chunk = (delta, finishReason) =>
        event({
          id,
          object: 'chat.completion.chunk',
          created,
          model: named,
          choices: [{ index: 0, delta, finish_reason: finishReason }],
        });
      const piece = (/** @type {string} */ content) => chunk({ role: 'assistant', content }, null);
      if (now.failure === 'mid_stream_error') {
        if (!(await streamPieces(now.reply.slice(0, now.midStreamAfterChunks), piece, false))) return;
        event({ error: { code: now.midStreamErrorCode, message: 'Provider returned error' } });
        response.end();
        return;
      }
      if (now.comments) response.write(': OPENROUTER PROCESSING\n\n');
      if (!(await streamPieces(now.reply, piece, shouldHold()))) return;
      chunk({}, 'stop');
      response.write('data: [DONE]\n\n');
      response.end();
    },
  });
  return { ...standIn, url: `${standIn.url}/v1` };
}
