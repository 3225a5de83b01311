// Reads a V8 CPU profile (node --cpu-prof) and answers where the time went: self time per function,
// the largest first, as shares of the samples. Used by `bench/feed.mjs --profile`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The top `count` functions by self time of the one .cpuprofile in `directory`. */
export function topFunctions(directory, count = 25) {
  const file = readdirSync(directory).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${directory}`);
  const profile = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  const byFunction = new Map();
  for (const [id, samples] of selfSamples) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + samples);
  }
  const total = profile.samples.length;
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, samples]) => ({ name, share: samples / total }));
}
