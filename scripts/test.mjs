// `npm test`: builds the app, then runs every suite: unit and integration (Vitest), browser (Playwright).
import { spawnSync } from 'node:child_process';
import { root } from './build-state.mjs';

const durations = [];

function run(title, command, args) {
  console.log(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  durations.push([title, (Date.now() - started) / 1000]);
  return result.status === 0;
}

/** Where the suite's time went, tier by tier, so a slower CI run shows which tier grew. */
function printDurations() {
  const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.floor(seconds % 60)).padStart(2, '0')} s`;
  console.log('\nDuration per tier:');
  for (const [title, seconds] of durations) console.log(`  ${title.padEnd(44)} ${minutes(seconds)}`);
  const total = durations.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`  ${'Total'.padEnd(44)} ${minutes(total)}`);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL suites will be skipped: TEST_DATABASE_URL is not set (PGlite suites still run).');
}

const results = [];
results.push(['build', run('Build', 'npm', ['run', 'build', '--silent'])]);
results.push(['unit and integration', run('Unit and integration tests (Vitest)', 'npx', ['vitest', 'run'])]);
if (results[0][1])
  results.push(['browser', run('Browser tests (Playwright + Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e'])]);

printDurations();
const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll suites passed.');
process.exit(failed.length ? 1 : 0);
