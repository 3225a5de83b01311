// What the model-server stand-ins (ollama.mjs, openai-compatible.mjs) share: a loopback HTTP server,
// a log of the requests it received (with whether the client closed each one before its end), a way
// to wait for a condition on that log without sleeping, the "hold" mode, and control routes so that
// a process which did not start the stand-in (the browser tests' server) can change and read it:
//   GET  /_stand-in/requests  → the log as JSON
//   POST /_stand-in/controls  → merges the JSON body into the controls ({ "reset": true } first
//                               restores the ones the stand-in started with)
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';

/**
 * @typedef {object} StandInRequest One request the stand-in received.
 * @property {string} method
 * @property {string} path The URL path, without the query.
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {any} body The JSON body, parsed (null when there was none or it was not JSON).
 * @property {boolean} held The answer was held open (hold mode) after its first chunks.
 * @property {boolean} aborted The client closed the connection before the answer ended (a stopped model request).
 * @property {boolean} finished The stand-in ended the answer itself.
 */

/**
 * @typedef {object} HoldControls The hold mode, shared by every stand-in.
 * @property {string[]} reply The answer's pieces, streamed in order.
 * @property {number} chunkDelayMs A pause before each piece (0: none).
 * @property {boolean} hold Stream the first `holdAfterChunks` pieces, then keep the answer open until the client goes away.
 * @property {number} holdAfterChunks How many pieces a held answer sends first.
 * @property {string | null} holdOnlyFirstWith When set, only the first request whose last user message contains this text is held; the others answer in full.
 */

/** @returns {HoldControls} */
export function defaultHoldControls() {
  return {
    reply: ['Hello', ' from', ' the', ' stand-in', '.'],
    chunkDelayMs: 0,
    hold: false,
    holdAfterChunks: 1,
    holdOnlyFirstWith: null,
  };
}

/**
 * The last user message of a chat request's body (both APIs send `messages: [{ role, content }]`).
 * @param {any} body
 * @returns {string}
 */
export function lastUserText(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  const users = messages.filter((/** @type {any} */ message) => message?.role === 'user');
  const last = users.at(-1);
  return typeof last?.content === 'string' ? last.content : '';
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<any>}
 */
async function readJson(request) {
  const parts = [];
  for await (const part of request) parts.push(part);
  const text = Buffer.concat(parts).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * @template {HoldControls} Controls
 * @typedef {object} Exchange What a stand-in's handler gets for one request.
 * @property {StandInRequest} entry Its log entry.
 * @property {import('node:http').ServerResponse} response
 * @property {Controls} controls The controls as they are now.
 * @property {() => boolean} shouldHold Whether this request's answer is held (decided once, by the hold controls).
 * @property {(chunks: string[], write: (chunk: string) => void, shouldHold: boolean) => Promise<boolean>} streamPieces
 *   Writes each piece through `write` (after the delay), holding after `holdAfterChunks` when told;
 *   answers false when the client went away (the caller then writes nothing more).
 */

/**
 * @template {HoldControls} Controls
 * @typedef {object} StandIn
 * @property {string} url Where it listens (http://127.0.0.1:PORT).
 * @property {number} port
 * @property {StandInRequest[]} requests Every request received, oldest first (control routes left out).
 * @property {Controls} controls Change any field to change the next answers.
 * @property {() => void} reset Restores the controls the stand-in started with and empties the log.
 * @property {(predicate: () => boolean, options?: { timeoutMs?: number }) => Promise<void>} waitFor
 *   Resolves as soon as `predicate()` is true, checked at each change of the log (no polling, no sleep);
 *   rejects after `timeoutMs` (20 s by default) as a safety net.
 * @property {() => Promise<void>} close Stops listening and drops open connections.
 */

/**
 * @template {HoldControls} Controls
 * @param {object} options
 * @param {number} [options.port] 0 (any free port) unless told.
 * @param {Controls} options.controls The starting controls.
 * @param {(exchange: Exchange<Controls>) => Promise<void>} options.handle
 * @returns {Promise<StandIn<Controls>>}
 */
export async function startStandIn({ port = 0, controls, handle }) {
  const initial = structuredClone(controls);
  const live = structuredClone(controls);
  /** @type {StandInRequest[]} */
  const requests = [];
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  const changed = () => changes.emit('change');
  /** Texts whose first request was already held (holdOnlyFirstWith). */
  const heldTexts = new Set();

  /** @param {any} body */
  const decideHold = (body) => {
    if (!live.hold) return false;
    const only = live.holdOnlyFirstWith;
    if (!only) return true;
    if (!lastUserText(body).includes(only) || heldTexts.has(only)) return false;
    heldTexts.add(only);
    return true;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
      const body = await readJson(request);
      if (path === '/_stand-in/requests') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
        return;
      }
      if (path === '/_stand-in/controls' && request.method === 'POST') {
        if (body?.reset) {
          reset();
        }
        const { reset: _reset, ...changes } = body ?? {};
        Object.assign(live, changes);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(live));
        return;
      }
      /** @type {StandInRequest} */
      const entry = {
        method: request.method ?? 'GET',
        path,
        headers: request.headers,
        body,
        held: false,
        aborted: false,
        finished: false,
      };
      requests.push(entry);
      response.on('close', () => {
        if (response.writableFinished) entry.finished = true;
        else entry.aborted = true;
        changed();
      });
      changed();
      let hold;
      /** @type {Exchange<Controls>} */
      const exchange = {
        entry,
        response,
        controls: live,
        shouldHold: () => (hold ??= decideHold(body)),
        async streamPieces(chunks, write, shouldHold) {
          for (const [index, chunk] of chunks.entries()) {
            if (shouldHold && index === live.holdAfterChunks) break;
            if (live.chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, live.chunkDelayMs));
            if (response.destroyed) return false;
            write(chunk);
          }
          if (!shouldHold) return !response.destroyed;
          entry.held = true;
          changed();
          // Held: the answer stays open until the client goes away.
          if (!response.destroyed) await new Promise((resolve) => response.once('close', resolve));
          return false;
        },
      };
      await handle(exchange);
    })().catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: String(error) }));
    });
  });

  function reset() {
    for (const key of Object.keys(live)) delete live[/** @type {keyof Controls} */ (key)];
    Object.assign(live, structuredClone(initial));
    requests.length = 0;
    heldTexts.clear();
    changed();
  }

  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    controls: live,
    reset,
    waitFor(predicate, { timeoutMs = 20_000 } = {}) {
      return new Promise((resolve, reject) => {
        if (predicate()) return resolve();
        const check = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          changes.off('change', check);
          resolve();
        };
        const timer = setTimeout(() => {
          changes.off('change', check);
          reject(new Error(`stand-in: the condition was not met within ${timeoutMs} ms`));
        }, timeoutMs);
        changes.on('change', check);
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
