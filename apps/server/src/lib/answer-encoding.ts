import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** The encodings answers are compressed in, preferred first: brotli is smaller than gzip for the same CPU. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Below this many bytes an answer is sent as it is: compressing it saves less than its headers weigh. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli quality of answers compressed on every request. On the 36.7 KB feed page (bench/feed-encoding.mjs)
 * quality 1 takes about a third of the time of quality 4 (@fastify/compress's default) for 6 % more
 * bytes (5.66 KB against 5.35 KB), and is smaller than gzip at the same cost; 2 and 3 cost twice as
 * much as 1. Answers compressed once and sent many times (remembered feed pages) use ONCE_BROTLI_QUALITY.
 */
export const ON_THE_FLY_BROTLI_QUALITY = 1;

/**
 * Brotli quality of answers compressed once and sent many times. Qualities 5 to 9 save 1.5 % of the
 * bytes for 2 to 5 times the CPU; 10 and 11 save 10 % for 35 and 180 times (20 and 105 ms for a feed
 * page on this machine, with the event loop blocked): every like makes each reader's page anew, and
 * its first reader would wait for it.
 */
export const ONCE_BROTLI_QUALITY = 4;

/**
 * The encoding to answer in for an `Accept-Encoding` header: among ours, the one the client gives the
 * highest q-value (`*` stands for any not named), ties going to our order; undefined (identity)
 * when it accepts none of them. A browser's `gzip, deflate, br, zstd` gets br.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  let chosen: AnswerEncoding | undefined;
  let chosenQuality = 0;
  for (const encoding of ANSWER_ENCODINGS) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > chosenQuality) {
      chosen = encoding;
      chosenQuality = q;
    }
  }
  return chosen;
}

/** `body` compressed for answers sent many times (ONCE_BROTLI_QUALITY). */
export function compressOnce(body: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: ONCE_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}

/** A JSON answer ready to send: its text, or its bytes already in the encoding negotiated. */
export type ReadyAnswer = { json: string } | { encoded: Buffer; encoding: AnswerEncoding };

/**
 * Sends a ready JSON answer. Bytes already encoded go out as they are (@fastify/compress passes an
 * answer that has its Content-Encoding); text goes through @fastify/compress like any other answer.
 * Either way the answer varies with Accept-Encoding, and says so to caches.
 */
export function sendReadyAnswer(reply: FastifyReply, answer: ReadyAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (!('encoded' in answer)) return reply.send(answer.json);
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  return reply.header('content-encoding', answer.encoding).send(answer.encoded);
}
