// The yardstick: a bare Fastify server answering GET /api/posts with a fixed feed page (the JSON the
// real server answered, read from the file in argv[2]), serialised on every request like a real
// answer. No database, no authentication. Listens on 127.0.0.1:argv[3] and says "ready" on stdout.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [, , bodyFile, port] = process.argv;
const page = JSON.parse(readFileSync(bodyFile, 'utf8'));
const app = Fastify({ logger: false });
app.get('/api/posts', async () => page);
await app.listen({ host: '127.0.0.1', port: Number(port) });
console.log('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
