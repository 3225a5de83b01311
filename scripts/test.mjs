// `npm test`: builds the app, then runs every suite: unit and integration (Vitest), browser (Playwright).
import { spawnSync } from 'node:child_process';
import { root } from './build-state.mjs';

function run(title, command, args) {
  console.log(`\n=== ${title} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL suites will be skipped: TEST_DATABASE_URL is not set (PGlite suites still run).');
}

const results = [];
results.push(['build', run('Build', 'npm', ['run', 'build', '--silent'])]);
results.push(['unit and integration', run('Unit and integration tests (Vitest)', 'npx', ['vitest', 'run'])]);
if (results[0][1])
  results.push(['browser', run('Browser tests (Playwright + Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e'])]);

const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll suites passed.');
process.exit(failed.length ? 1 : 0);
