// The yardstick: a bare Fastify server answering GET /api/posts (or the path in argv[4], say
// /api/search) with a fixed answer, ready to send:
// the JSON text the real server answered (argv[2]) as a string, and the very bytes it answered in each
// encoding (argv[2].br, argv[2].gz), picked by the real server's negotiation (lib/answer-encoding.ts),
// so the two send the same bytes for the same headers. No database, no authentication, no
// serialisation or compression per request. Listens on 127.0.0.1:argv[3] and says "ready" on stdout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';

const [, , bodyFile, port, route = '/api/posts'] = process.argv;
const root = path.resolve(import.meta.dirname, '../..');
const { negotiateEncoding } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/lib/answer-encoding.js')).href
);
const json = readFileSync(bodyFile, 'utf8');
const encoded = { br: readFileSync(`${bodyFile}.br`), gzip: readFileSync(`${bodyFile}.gz`) };

const app = Fastify({ logger: false });
app.get(route, (request, reply) => {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding === undefined) return reply.send(json);
  return reply.header('content-encoding', encoding).send(encoded[encoding]);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
console.log('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
