// Reads a process's memory from /proc (Linux): what `top` calls RES, split into the process's own
// pages and mapped files, and the highest it has been.
import { readFileSync } from 'node:fs';

const KIB_FIELDS = { rss: 'VmRSS', peak: 'VmHWM', anonymous: 'RssAnon', files: 'RssFile' };

/** The memory of process `pid` in MiB: rss, peak (VmHWM), anonymous and files (the two parts of rss). */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const memory = {};
  for (const [name, field] of Object.entries(KIB_FIELDS)) {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    memory[name] = match ? Number(match[1]) / 1024 : Number.NaN;
  }
  return memory;
}

/**
 * Waits until process `pid` is idle: its RSS stayed within `bandMiB` for `quietMs`. A server that has
 * just started still settles for several seconds: the upload sweep, the first garbage collections, and
 * V8's memory reducer, which gives the young generation back about 10 s after allocation stops (a
 * 5-second window often ends just before it). Answers the memory then, or throws after `timeoutMs`.
 */
export async function idleMemory(pid, { quietMs = 15_000, bandMiB = 1, sampleMs = 250, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const window = [];
  const needed = Math.ceil(quietMs / sampleMs);
  while (Date.now() < deadline) {
    const memory = processMemory(pid);
    window.push(memory.rss);
    if (window.length > needed) window.shift();
    if (window.length === needed && Math.max(...window) - Math.min(...window) <= bandMiB) return memory;
    await new Promise((resolve) => setTimeout(resolve, sampleMs));
  }
  throw new Error(`process ${pid} did not settle within ${timeoutMs} ms (RSS moved more than ${bandMiB} MiB)`);
}
