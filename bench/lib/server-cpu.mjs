// CPU time a benchmark's server spends, read from /proc (Linux): its own process and, on PostgreSQL,
// the backends serving its database. Latencies on a shared machine swing with everything else
// running; the CPU time per request or message much less.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** /proc/<pid>/stat counts CPU time in clock ticks. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds (user + system) process `pid` has used; 0 for a process gone meanwhile. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving database `url` (the server's pool), by process id. */
async function backendPids(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds of the server and, on PostgreSQL, of its database's backends, as a snapshot to subtract:
 * a backend that started meanwhile counts from zero, one that ended is lost (the pool keeps its
 * connections while the load lasts).
 */
export async function cpuSnapshot(server) {
  const pids = [server.pid, ...(server.databaseUrl ? await backendPids(server.databaseUrl) : [])];
  return new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
}
export const cpuSince = (before, after) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/** The CPU seconds since `before`, of the server process (`pid`) and of the rest (its database backends). */
export function cpuSplit(before, after, pid) {
  const total = cpuSince(before, after);
  const server = (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
  return { server, database: total - server };
}
