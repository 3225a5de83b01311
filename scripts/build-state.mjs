// Decides which workspaces need a build: a missing output, or a source newer than the output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Workspaces in build order, each with the inputs that feed its output. */
export const WORKSPACES = [
  {
    name: 'packages/contracts',
    output: 'packages/contracts/dist/index.js',
    inputs: ['packages/contracts/src', 'packages/contracts/tsconfig.json'],
  },
  {
    name: 'apps/server',
    output: 'apps/server/dist/server.js',
    inputs: ['apps/server/src', 'apps/server/tsconfig.json', 'packages/contracts/src'],
  },
  {
    name: 'apps/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      // The build's own plugins and the web app manifest (vite-plugins/web-app-manifest.ts).
      'apps/web/vite-plugins',
      'packages/contracts/src',
    ],
  },
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function staleWorkspaces() {
  return WORKSPACES.filter(({ output, inputs }) => {
    const outputPath = path.join(root, output);
    if (!existsSync(outputPath)) return true;
    const built = statSync(outputPath).mtimeMs;
    return inputs.some((input) => newestMtime(path.join(root, input)) > built);
  });
}
