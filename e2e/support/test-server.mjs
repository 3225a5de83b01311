// Starts the built server for the browser tests on a fresh, throw-away data folder (with the seeded
// administrator when E2E_SEED_ADMIN is set), with a stand-in Ollama on the next port (the AI assistant's
// model server; tests steer it through its /_stand-in/ routes, see e2e/support/assistant.ts) and a stand-in
// mail server (SMTP on any free port, the mails it received readable on the port after Ollama's, see
// e2e/support/mail.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'teamhub-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.AUTH_RATE_LIMIT_MAX ??= '1000';
// No due-date reminder at a moment no spec chose (a toast over a button, one more unread): the
// reminders' timing is tested on the server with a clock the tests move (task-reminders.test.ts).
process.env.TASK_REMINDER_INTERVAL_SECONDS ??= '86400';
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
process.chdir(root);

// The workspace's administrator (e2e/support/seeded-admin.ts) exists before any test registers anyone.
if (process.env.E2E_SEED_ADMIN) {
  const admin = JSON.parse(process.env.E2E_SEED_ADMIN);
  const dist = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
  const [{ openDatabase }, { hashPassword }, { users }] = await Promise.all([
    dist('db/database.js'),
    dist('lib/passwords.js'),
    dist('db/schema/index.js'),
  ]);
  const directory = path.join(dataDir, 'db');
  mkdirSync(directory, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', directory });
  const passwordHash = await hashPassword(admin.password);
  await database.db.insert(users).values({ username: admin.username, email: admin.email, passwordHash, role: 'admin' });
  await database.close();
}

const { startOllama } = await import(pathToFileURL(path.join(root, 'apps/server/test/stand-ins/ollama.mjs')).href);
const ollama = await startOllama({ port: Number(process.env.PORT) + 1 });
process.env.OLLAMA_URL = ollama.url;
process.env.OLLAMA_MODEL = 'llama3.2';
const { startSmtp } = await import(pathToFileURL(path.join(root, 'apps/server/test/stand-ins/smtp.mjs')).href);
const smtp = await startSmtp({ httpPort: Number(process.env.PORT) + 2 });
process.env.SMTP_URL = smtp.url;
process.env.MAIL_FROM = 'TeamHub <teamhub@example.test>';
process.env.APP_URL = `http://127.0.0.1:${process.env.PORT}`;
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
