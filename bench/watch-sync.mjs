// Watch-together drift: several headless Chromium viewers in one movie room follow the host's
// playback commands; how far apart are their players? Starts the real built app (server and web) on a
// throw-away PGlite folder on loopback, registers a host and the viewers, posts the 90 s test video
// (e2e/fixtures/movie.webm) in the feed, makes a room that plays it, and opens /movie-room?room=… in
// one browser context per viewer. The benchmark itself is the host: over a socket.io connection it
// sends play, then a seek every few seconds (and a pause and a play once), as the host's controls
// would. Every 250 ms it reads every viewer's `currentTime` together with the wall clock at the read
// (all pages share this machine's clock) and takes the spread, max − min, of their positions brought
// to one instant. Bounded: --duration seconds (default 30, at most 120), --viewers N (default 4, at
// most 8). Target: p95 spread ≤ 0.3 s.
// Usage: node bench/watch-sync.mjs [--viewers=4] [--duration=30] [--no-build]
/* global document */ // page.evaluate and waitForFunction bodies run in the viewers' pages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';
import { freePort, machine, numberOption, root, serverScript, startNode, stop, waitUntilUp } from './lib/run.mjs';
import { staleWorkspaces } from '../scripts/build-state.mjs';

const viewerCount = Math.max(2, Math.min(numberOption('viewers', 4), 8));
const duration = Math.max(10, Math.min(numberOption('duration', 30), 120));
const SAMPLE_MS = 250;
const COMMAND_EVERY_MS = 5_000;
const TARGET_P95_SECONDS = 0.3;

if (!process.argv.includes('--no-build') && staleWorkspaces().length > 0) {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the app failed');
}

const measuredOn = machine();
const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-watch-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startNode(serverScript, [], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  DATABASE_URL: '',
});
let browser;
let hostSocket;
try {
  await waitUntilUp(`${base}/api/health`, 60_000);
  const api = async (method, url, token, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${answer.message}`);
    return answer.data;
  };
  const register = async (name) => {
    const id = `${name}_${Math.random().toString(36).slice(2, 8)}`;
    const data = await api('POST', '/api/auth/register', undefined, {
      username: id,
      email: `${id}@example.com`,
      password: 'correct-horse-9',
    });
    return { token: data.token, id: data.user._id };
  };

  const host = await register('host');
  const viewers = [];
  for (let index = 0; index < viewerCount; index += 1) viewers.push(await register(`viewer${index}`));
  const form = new FormData();
  form.append('caption', 'Sync benchmark test pattern');
  form.append(
    'image',
    new Blob([readFileSync(path.join(root, 'e2e/fixtures/movie.webm'))], { type: 'video/webm' }),
    'movie.webm',
  );
  const post = await api('POST', '/api/posts', host.token, form);
  const roomId = `bench-${Date.now()}`;
  await api('POST', '/api/rooms', host.token, { roomId, name: 'Sync bench' });
  await api('PUT', `/api/rooms/${roomId}/movie`, host.token, { tmdbId: `post:${post._id}` });

  hostSocket = io(`${base}/movie-room`, { auth: { token: host.token }, transports: ['websocket'] });
  await new Promise((resolve, reject) => {
    hostSocket.once('connect', resolve);
    hostSocket.once('connect_error', reject);
  });
  const command = (action, position) =>
    new Promise((resolve, reject) => {
      hostSocket.emit('playback-control', { roomId, action, position }, (answer) =>
        answer.success ? resolve() : reject(new Error(answer.message)),
      );
    });
  await new Promise((resolve, reject) =>
    hostSocket.emit('join-room', { roomId }, (answer) =>
      answer.success ? resolve() : reject(new Error(answer.message)),
    ),
  );

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required', '--mute-audio'],
  });
  const pages = [];
  for (const viewer of viewers) {
    const context = await browser.newContext({ viewport: { width: 960, height: 600 } });
    await context.addInitScript((token) => localStorage.setItem('token', token), viewer.token);
    const page = await context.newPage();
    await page.goto(`${base}/movie-room?room=${roomId}`);
    await page.locator('[data-testid="room-player"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="room-player"]')?.readyState ?? 0) >= 2,
      undefined,
      { timeout: 60_000 },
    );
    pages.push(page);
  }

  const read = (page) =>
    page.evaluate(() => {
      const video = document.querySelector('[data-testid="room-player"]');
      return { position: video.currentTime, rate: video.paused ? 0 : video.playbackRate, at: Date.now() };
    });
  const spreads = [];
  const settledSpreads = [];
  let lastCommandAt = Date.now();
  let position = 0;
  await command('play', 0);
  const started = Date.now();
  let nextCommand = started + COMMAND_EVERY_MS;
  let step = 0;
  while (Date.now() - started < duration * 1000) {
    if (Date.now() >= nextCommand) {
      step += 1;
      // Seeks forwards and back, and one pause and resume, as a host would.
      position = Math.min(80, Math.max(0, (Date.now() - started) / 1000 + (step % 2 === 0 ? -3 : 7)));
      if (step === 3) await command('pause', position);
      else if (step === 4) await command('play', position);
      else await command('seek', position);
      lastCommandAt = Date.now();
      nextCommand = Date.now() + COMMAND_EVERY_MS;
    }
    const samples = await Promise.all(pages.map(read));
    const instant = Math.max(...samples.map((sample) => sample.at));
    const positions = samples.map((sample) => sample.position + ((instant - sample.at) / 1000) * sample.rate);
    const spread = Math.max(...positions) - Math.min(...positions);
    spreads.push(spread);
    if (Date.now() - lastCommandAt > 1_000) settledSpreads.push(spread);
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }

  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  };
  const seconds = (value) => `${value.toFixed(3)} s`;
  const p95 = percentile(spreads, 95);
  console.log(`\nWatch-together drift: ${viewerCount} viewers, ${duration} s, ${spreads.length} samples`);
  console.log(
    `Machine: ${measuredOn.cpu}, ${measuredOn.memory}, ${measuredOn.node}, load average before the run ${measuredOn.loadBefore}`,
  );
  console.log(
    `Spread between viewers (all samples): p50 ${seconds(percentile(spreads, 50))}, p95 ${seconds(p95)}, max ${seconds(Math.max(...spreads))}`,
  );
  console.log(
    `Spread more than 1 s after a command: p50 ${seconds(percentile(settledSpreads, 50))}, p95 ${seconds(percentile(settledSpreads, 95))}, max ${seconds(Math.max(...settledSpreads))}`,
  );
  console.log(`Target p95 ≤ ${TARGET_P95_SECONDS} s: ${p95 <= TARGET_P95_SECONDS ? 'met' : 'NOT met'}`);
} finally {
  hostSocket?.disconnect();
  await browser?.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
