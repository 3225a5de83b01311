// `npm start`: builds whatever is missing or out of date, then serves the app on one port.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, staleWorkspaces } from './build-state.mjs';

const stale = staleWorkspaces();
for (const workspace of stale) {
  console.log(`Building ${workspace.name}...`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nBuilding ${workspace.name} failed; see the messages above.`);
    process.exit(result.status ?? 1);
  }
}

process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
