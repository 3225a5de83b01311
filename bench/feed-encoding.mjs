// What it costs to turn a feed page into bytes: serialising it (straight, through a replacer as the
// feed did before issue 27, cut at its likes to be remembered) and compressing it at each brotli
// quality and gzip level, in one call and as a stream per answer (@fastify/compress's path above its
// syncThreshold). The page is the first page of the seed of bench/feed.mjs (20 posts, 36.7 KB),
// read from an in-memory PGlite. Rounds alternate over the candidates; the median per call is printed
// with the bytes and the machine's load. CPU only: no server, no network.
// Usage: node bench/feed-encoding.mjs [--rounds=9] [--no-build]
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { ensureServerBuilt, machine, numberOption, root } from './lib/run.mjs';
import { seedFeed } from './lib/seed-feed.mjs';

const rounds = Math.max(1, Math.min(numberOption('rounds', 9), 30));
/** How long each candidate runs per round. */
const SLICE_MS = 300;

if (!process.argv.includes('--no-build')) ensureServerBuilt();
const dist = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
const { openDatabase } = await dist('db/database.js');
const { createPostViewsRepository } = await dist('modules/posts/post-views.repository.js');
const { presentPost } = await dist('modules/posts/post.presenter.js');
const { cutPageText } = await dist('modules/posts/feed-page-json.js');
const { ONCE_BROTLI_QUALITY, ON_THE_FLY_BROTLI_QUALITY } = await dist('lib/answer-encoding.js');

const info = machine();
const handle = await openDatabase({ kind: 'pglite-memory' });
const readerId = randomUUID();
await seedFeed(handle.db, readerId);
const views = (await createPostViewsRepository(handle.db).page({ callerId: readerId, limit: 20 })).map(presentPost);
await handle.close();
const json = Buffer.from(JSON.stringify(views));

const brotli = (quality) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
/** A stream compressor per answer, fed the whole body, as @fastify/compress does above its syncThreshold. */
const streamed = (create) => async () => {
  const chunks = [];
  await pipeline(Readable.from([json]), create(), async (compressed) => {
    for await (const chunk of compressed) chunks.push(chunk);
  });
  return Buffer.concat(chunks);
};
const replacer = function (key, value) {
  return key === 'isLiked' ? false : value;
};

const candidates = [
  ['JSON.stringify', () => JSON.stringify(views)],
  ['JSON.stringify with a replacer (before)', () => JSON.stringify(views, replacer)],
  ['cut at its likes (a page remembered)', () => cutPageText(views).text.pieces],
  ...[1, 2, 3, 4, 5, 6, 9].map((quality) => [
    `brotli quality ${quality}, one call`,
    () => zlib.brotliCompressSync(json, brotli(quality)),
  ]),
  ['brotli quality 10, one call', () => zlib.brotliCompressSync(json, brotli(10))],
  ['brotli quality 11, one call', () => zlib.brotliCompressSync(json, brotli(11))],
  ['brotli quality 4, a stream per answer', streamed(() => zlib.createBrotliCompress(brotli(4)))],
  ['brotli quality 2, a stream per answer', streamed(() => zlib.createBrotliCompress(brotli(2)))],
  ...[1, 6, 9].map((level) => [`gzip level ${level}, one call`, () => zlib.gzipSync(json, { level })]),
];

/** Milliseconds per call of `fn` over one slice, and what it made. */
async function slice(fn) {
  let calls = 0;
  let made;
  const started = performance.now();
  while (performance.now() - started < SLICE_MS) {
    made = await fn();
    calls += 1;
  }
  return { ms: (performance.now() - started) / calls, made };
}

const results = new Map(candidates.map(([label]) => [label, []]));
const sizes = new Map();
for (const [, fn] of candidates) await fn(); // warm-up
for (let round = 0; round < rounds; round += 1) {
  for (const [label, fn] of candidates) {
    const { ms, made } = await slice(fn);
    results.get(label).push(ms);
    if (Buffer.isBuffer(made)) sizes.set(label, made.length);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`a feed page of 20 posts: ${json.length} bytes of JSON; ${rounds} alternating rounds of ${SLICE_MS} ms`);
console.log(
  `machine: ${info.cpu}, ${info.os}, Node ${info.node}; load average before: ${info.loadBefore}, after: ${os.loadavg()[0].toFixed(2)}`,
);
console.log(
  `the server compresses on the fly at brotli quality ${ON_THE_FLY_BROTLI_QUALITY}, remembered pages once at ${ONCE_BROTLI_QUALITY}`,
);
console.log('\n| Step | ms per call (median) | bytes |\n| --- | ---: | ---: |');
for (const [label] of candidates) {
  console.log(`| ${label} | ${median(results.get(label)).toFixed(3)} | ${sizes.get(label) ?? ''} |`);
}
