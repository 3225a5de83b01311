// `npm run dev`: the server reloading on change (port 3000) and Vite with its proxy (port 5173).
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=development', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '' },
  }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
console.log('\nDev servers: open http://localhost:5173 (API and sockets proxied to http://localhost:3000)\n');
