// bench/metrics.mjs's first figures: what each measuring step of apps/server/src/observability costs,
// timed in this process on the built code itself (no server, no network, no database), so that the
// machine's other work hardly moves them. Each step runs in batches, alternating with a baseline that
// does the same minus the measuring, and the median difference per call is kept.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { root } from './run.mjs';

const dist = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);

const BATCHES = 9;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Nanoseconds per call of `measured` beyond `baseline`, median of alternating batches of `calls`. */
async function extraNanos(measured, baseline, calls) {
  const differences = [];
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const timeOf = async (run) => {
      const started = performance.now();
      for (let call = 0; call < calls; call += 1) await run(call);
      return ((performance.now() - started) * 1e6) / calls;
    };
    const [first, second] = batch % 2 === 0 ? [measured, baseline] : [baseline, measured];
    const a = await timeOf(first);
    const b = await timeOf(second);
    differences.push(batch % 2 === 0 ? a - b : b - a);
  }
  return median(differences);
}

/** The measuring steps of one request, one statement, one socket event and one chat message, in nanoseconds each. */
export async function instrumentationCost() {
  const { createAppMetrics } = await dist('observability/app-metrics.js');
  const { timePglite } = await dist('db/query-timing.js');
  // The app and the database as createAppMetrics sees them: what it hooks and times is kept here.
  const hooks = {};
  let timings;
  const metrics = createAppMetrics(
    { addHook: (name, handler) => (hooks[name] = handler) },
    { timeQueries: (given) => ((timings = given), () => {}) },
  );
  const done = () => {};

  // The onResponse hook, called as Fastify calls it.
  const request = { routeOptions: { url: '/api/posts/:postId' }, method: 'GET' };
  const reply = { statusCode: 200, elapsedTime: 3.2 };
  const httpHook = await extraNanos(
    () => hooks.onResponse(request, reply, done),
    () => done(),
    200_000,
  );

  // A statement: the driver's method wrapped (timePglite on a stand-in whose query answers at once),
  // reporting to the database metrics.
  const plain = { query: async () => ({ rows: [] }), exec: async () => [], transaction: async (run) => run({}) };
  const timed = { ...plain };
  timePglite(timed, timings);
  const statement = await extraNanos(
    () => timed.query('select 1'),
    () => plain.query('select 1'),
    100_000,
  );

  // A socket event: the listener socket-metrics.ts adds to every socket (the same for either way).
  const listeners = {};
  const socket = {
    onAny: (listener) => (listeners.in = listener),
    onAnyOutgoing: (listener) => (listeners.out = listener),
  };
  metrics.observeSockets([{ name: '/chat', sockets: { size: 0 }, on: (_event, connect) => connect(socket) }]);
  const socketEvent = await extraNanos(
    () => listeners.out(),
    () => done(),
    500_000,
  );

  // The chat delivery timer, started and ended.
  const chatTimer = await extraNanos(
    () => metrics.timeChatDelivery()(),
    () => done(),
    200_000,
  );

  return { httpHook, statement, socketEvent, chatTimer };
}
