// What bench/search.mjs prints at the end: per database, how many rows each question matches, every
// measured run beside the bare route, the cost of indexing to sending, and the verdicts against issue
// 29's targets.
import os from 'node:os';
import { corpusSize } from './seed-search.mjs';

const TARGET_P99_MS = { pglite: 300, postgres: 100 };
/** Sending a message may cost this much more with search indexing (issue 29). */
const TARGET_SEND_RATIO = 1.1;
const NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** Prints the results of bench/search.mjs (`options`: what it was run with, and the questions). */
export function printReport(results, { info, scale, connections, duration, rounds, rate, queries: QUERIES }) {
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const size = corpusSize(scale);
  console.log(
    `\nGET /api/search?q=…: ${connections} connections, ${duration} s each (after a 2 s warm-up), loopback, ${rounds} round(s) alternating`,
  );
  console.log(
    `corpus (scale ${scale}): ${size.messages} messages, ${size.posts} posts, ${size.comments} comments, ${size.tasks} tasks, ${size.documents} documents`,
  );
  console.log(
    `machine: ${info.cpu}, ${info.memory}, ${info.os}, Node ${info.node}; load average before: ${info.loadBefore}, after: ${os.loadavg()[0].toFixed(2)}`,
  );
  const verdicts = [];
  for (const result of results) {
    console.log(`\n${NAMES[result.kind]}: ${result.version.split(',')[0]}`);
    console.log(`rows: ${JSON.stringify(result.seeded.counts)}; the reader's: ${JSON.stringify(result.seeded.reader)}`);
    console.log(
      `\n| Question | q | tsquery | Messages (all / reader's) | Posts + comments | Reader's tasks | Reader's document pages | Hits on page 1 |\n| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |`,
    );
    result.matches.forEach((m, index) => {
      const cells = [m.label, m.q, `\`${m.tsquery}\``, `${m.allMessages} / ${m.messages}`, m.postsAndComments, m.tasks];
      console.log(`| ${[...cells, m.documentPages, result.answers[index].items].join(' | ')} |`);
    });
    const bareRate = mean(result.runs.filter((run) => run.label === 'bare').map((run) => run.requestsPerSecond));
    console.log(
      `\n| Question | Round | Load | Requests/s | × bare | p50 (ms) | p90 (ms) | p99 (ms) | max (ms) | CPU ms/request: server + database |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    );
    for (const run of result.runs) {
      const cells = [
        run.label,
        run.round,
        run.load,
        run.requestsPerSecond.toFixed(0),
        (run.requestsPerSecond / bareRate).toFixed(3),
      ];
      const cpu = `${run.serverMs.toFixed(2)} + ${run.databaseMs.toFixed(2)}`;
      console.log(`| ${[...cells, run.p50, run.p90, run.p99, run.max, cpu].join(' | ')} |`);
    }
    const target = TARGET_P99_MS[result.kind];
    console.log(
      `\nSummary over the rounds:\n\n| Question | Requests/s (mean) | p50 (ms, median) | p99 (ms, worst) | CPU ms/request (median): server + database |\n| --- | ---: | ---: | ---: | ---: |`,
    );
    // Every label measured, in the order first measured (with --baseline, each question twice).
    for (const label of new Set(result.runs.map((run) => run.label))) {
      const own = result.runs.filter((run) => run.label === label);
      const cells = [
        label,
        mean(own.map((run) => run.requestsPerSecond)).toFixed(0),
        median(own.map((run) => run.p50)),
        Math.max(...own.map((run) => run.p99)),
        `${median(own.map((run) => run.serverMs)).toFixed(2)} + ${median(own.map((run) => run.databaseMs)).toFixed(2)}`,
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
    for (const { label } of QUERIES) {
      const worst = Math.max(...result.runs.filter((run) => run.label === label).map((run) => run.p99));
      verdicts.push(
        `${NAMES[result.kind]}, ${label}: p99 ${worst} ms (worst round) ${worst < target ? 'meets' : 'MISSES'} the target of < ${target} ms.`,
      );
    }
    if (!result.send) continue;
    console.log(
      `\nSending a message, ${rate}/s for ${duration} s per round (chat bench senders, generated sentences):\n\n| Database | Round | Load | p50 (ms) | p90 (ms) | p99 (ms) | CPU µs/message | Lost |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    );
    for (const r of result.send) {
      const cells = [
        r.name,
        r.round,
        r.load.toFixed(2),
        r.p50.toFixed(1),
        r.p90.toFixed(1),
        r.p99.toFixed(1),
        r.cpuMicrosEach.toFixed(0),
        r.lost,
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
    const of = (name, read) => median(result.send.filter((r) => r.name === name).map(read));
    for (const [figure, read] of [
      ['p50', (r) => r.p50],
      ['p99', (r) => r.p99],
      ['CPU per message', (r) => r.cpuMicrosEach],
    ]) {
      const ratio = of('intact', read) / of('stripped', read);
      const line = `${NAMES[result.kind]}, sending, ${figure} (median of rounds): with search indexing ${of('intact', read).toFixed(1)}, without ${of('stripped', read).toFixed(1)}: ${ratio.toFixed(3)}×`;
      verdicts.push(
        `${line} ${ratio <= TARGET_SEND_RATIO ? 'meets' : 'MISSES'} the target of ≤ ${TARGET_SEND_RATIO}×.`,
      );
    }
  }
  console.log(`\n${verdicts.join('\n')}`);
}
