// A stand-in for Ollama's HTTP API on loopback, faithful to the parts the server uses:
//   GET  /api/tags  → { models: [{ name, model, modified_at, size, digest, details }] }
//   POST /api/chat  → newline-delimited JSON (application/x-ndjson): one object per piece,
//                     { model, created_at, message: { role: 'assistant', content }, done: false },
//                     then { model, created_at, message: { role, content: '' }, done_reason: 'stop', done: true, …durations }
// and its error answers: 404 { error: "model 'NAME' not found, try pulling it first" } for a model not
// pulled, 500 { error: 'model requires more system memory (…) than is available (…)' }, 503 while busy,
// and { error } as a line in the middle of an answer. Plain ESM with JSDoc types: the browser tests'
// plain-Node server imports it too.
import { defaultHoldControls, startStandIn } from './stand-in-server.mjs';

/**
 * @typedef {import('./stand-in-server.mjs').HoldControls & {
 *   models: string[],
 *   failure: null | 'out_of_memory' | 'loading' | 'mid_stream_error',
 *   midStreamAfterChunks: number,
 * }} OllamaControls
 * - `models`: the pulled models, as /api/tags names them (`llama3.2:latest`); a request for another is 404.
 * - `failure`: answer every chat with this failure instead (null: answer normally).
 * - `midStreamAfterChunks`: with failure 'mid_stream_error', the pieces sent before the error line.
 */

/** @returns {OllamaControls} */
function defaultControls() {
  return { ...defaultHoldControls(), models: ['llama3.2:latest'], failure: null, midStreamAfterChunks: 1 };
}

/**
 * @param {string[]} installed
 * @param {string} wanted
 */
const isPulled = (installed, wanted) => installed.includes(wanted) || installed.includes(`${wanted}:latest`);

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/**
 * Starts the stand-in. `options` are the starting controls (see OllamaControls), plus `port`.
 * @param {Partial<OllamaControls> & { port?: number }} [options]
 * @returns {Promise<import('./stand-in-server.mjs').StandIn<OllamaControls>>}
 */
export async function startOllama(options = {}) {
  const { port, ...controls } = options;
  return startStandIn({
    port,
    controls: { ...defaultControls(), ...controls },
    async handle({ entry, response, controls: now, shouldHold, streamPieces }) {
      if (entry.method === 'GET' && entry.path === '/api/tags') {
        json(response, 200, {
          models: now.models.map((name) => ({
            name,
            model: name,
            modified_at: '2025-01-01T00:00:00.000000000Z',
            size: 2_019_393_189,
            digest: 'a80c4f17acd55265feec403c7aef86be0c25983ab279d83f3bcd3abbcb5b8b72',
            details: { format: 'gguf', family: 'llama', parameter_size: '3.2B', quantization_level: 'Q4_K_M' },
          })),
        });
        return;
      }
      if (entry.method !== 'POST' || entry.path !== '/api/chat') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found');
        return;
      }
      const model = String(entry.body?.model ?? '');
      if (!isPulled(now.models, model)) {
        json(response, 404, { error: `model '${model}' not found, try pulling it first` });
        return;
      }
      if (now.failure === 'out_of_memory') {
        json(response, 500, { error: 'model requires more system memory (5.6 GiB) than is available (3.1 GiB)' });
        return;
      }
      if (now.failure === 'loading') {
        json(response, 503, { error: 'server busy, please try again.  maximum pending requests exceeded' });
        return;
      }
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      /** @param {object} line */
      const writeLine = (line) => response.write(`${JSON.stringify(line)}\n`);
      const piece = (/** @type {string} */ content) =>
        writeLine({
          model,
          created_at: new Date().toISOString(),
          message: { role: 'assistant', content },
          done: false,
        });
      if (now.failure === 'mid_stream_error') {
        if (!(await streamPieces(now.reply.slice(0, now.midStreamAfterChunks), piece, false))) return;
        writeLine({ error: 'an error was encountered while running the model: unexpected EOF' });
        response.end();
        return;
      }
      if (!(await streamPieces(now.reply, piece, shouldHold()))) return;
      writeLine({
        model,
        created_at: new Date().toISOString(),
        message: { role: 'assistant', content: '' },
        done_reason: 'stop',
        done: true,
        total_duration: 1_234_567_890,
        load_duration: 12_345_678,
        prompt_eval_count: 26,
        prompt_eval_duration: 123_456_789,
        eval_count: now.reply.length,
        eval_duration: 987_654_321,
      });
      response.end();
    },
  });
}
