// The signed-in first route as a browser loads it: which scripts and style sheets does `/` (the feed)
// request before the feed shows, and are they the files the build's first-route budget counts?
// Builds the web app into a throw-away folder with its own vite.config.ts (so the first-route
// plugin measures that very build), starts the real server on it with a throw-away PGlite folder on
// loopback, registers an author (an image post, a video post, a story) and a reader who follows
// them, opens `/` in headless Debian Chromium with the reader's token, and records every JS and CSS
// request until the feed shows its posts and the story strip its stories, then those that follow
// until the network is idle. Prints each file's gzip size (level 9, as the build counts) and the
// difference between the two lists. Exits 1 when the browser needed a file the build does not count.
// `--admin` opens the feed as the workspace's administrator (who also sees the admin notices) instead.
// Usage: node bench/first-route.mjs [--mobile] [--admin] [--list]
/* global document */ // waitForFunction bodies run in the page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { ensureServerBuilt, freePort, machine, root, serverScript, startNode, stop, waitUntilUp } from './lib/run.mjs';

const SIGNED_IN_ROUTE = 'feed';
const mobile = process.argv.includes('--mobile');
const asAdmin = process.argv.includes('--admin');
const measuredOn = machine();
ensureServerBuilt();

const outDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-web-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'teamhub-bench-first-route-'));
let firstRoutePlugin;
await build({
  root: path.join(root, 'apps/web'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'bench:first-route-reader',
      configResolved(config) {
        firstRoutePlugin = config.plugins.find((plugin) => plugin.name === 'teamhub:first-route');
      },
    },
  ],
});
const counted = firstRoutePlugin?.api?.measured()?.find((route) => route.name === SIGNED_IN_ROUTE);
if (!counted) throw new Error(`The build measured no route named ${SIGNED_IN_ROUTE}`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startNode(serverScript, [], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: outDir,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  DATABASE_URL: '',
});
let browser;
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
  const fixture = (name, type) => [new Blob([readFileSync(path.join(root, 'e2e/fixtures', name))], { type }), name];
  const upload = (url, token, fields) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (Array.isArray(value)) form.append(key, ...value);
      else form.append(key, value);
    }
    return api('POST', url, token, form);
  };

  // The first account is the workspace's administrator; the reader is an ordinary member.
  const author = await register('author');
  const reader = await register('reader');
  await upload('/api/posts', author.token, { caption: 'A video', image: fixture('clip.webm', 'video/webm') });
  await upload('/api/posts', author.token, { caption: 'A photo', image: fixture('avatar.png', 'image/png') });
  await upload('/api/stories', author.token, { media: fixture('avatar.png', 'image/png'), content: 'A story' });
  await api('POST', `/api/profile/user/${author.id}/follow`, reader.token);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--mute-audio'],
  });
  const context = await browser.newContext({
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  });
  const viewer = asAdmin ? author : reader;
  await context.addInitScript((token) => localStorage.setItem('token', token), viewer.token);
  const page = await context.newPage();
  const requested = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) requested.push(new URL(request.url()).pathname);
  });
  await page.goto(`${base}/`);
  // The feed is usable: the sidebar (or the mobile bars), its posts and the story strip's stories.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-testid="post-card"]').length === 2 &&
      document.querySelector('[data-testid="story-strip"]') !== null &&
      document.querySelector('[data-testid="story-entry-placeholder"]') === null &&
      document.querySelector('[data-testid="account-block"], [data-testid="bottom-bar"]') !== null,
    undefined,
    { timeout: 60_000 },
  );
  const beforeFeed = [...requested];
  await page.waitForLoadState('networkidle');
  const afterFeed = requested.slice(beforeFeed.length);

  const gzipKb = (file) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1000;
  const asFile = (pathname) => pathname.replace(/^\//, '');
  const browserFiles = new Set(beforeFeed.map(asFile));
  const buildFiles = new Set(counted.files);
  const line = (file) => `  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`;
  const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

  console.log(
    `\nSigned-in first route (/, the feed), ${mobile ? 'mobile 390×844' : 'desktop 1280×800'}, ${asAdmin ? 'administrator' : 'member'}`,
  );
  console.log(`Machine: ${measuredOn.cpu}, ${measuredOn.node}, load average before the run ${measuredOn.loadBefore}`);
  console.log(
    `\nRequested by Chromium before the feed showed: ${browserFiles.size} files, ${total(browserFiles).toFixed(1)} KB gzip`,
  );
  console.log(
    `Counted by the build (route "${counted.name}"): ${buildFiles.size} files, ${counted.totalKb.toFixed(1)} KB gzip`,
  );
  const missing = [...browserFiles].filter((file) => !buildFiles.has(file));
  const extra = [...buildFiles].filter((file) => !browserFiles.has(file));
  console.log(`\nRequested but not counted by the build (${missing.length}):`);
  missing.forEach((file) => console.log(line(file)));
  console.log(`Counted by the build but not requested (${extra.length}):`);
  extra.forEach((file) => console.log(line(file)));
  console.log(`\nRequested after the feed showed, until the network was idle (${afterFeed.length}):`);
  afterFeed.map(asFile).forEach((file) => console.log(line(file)));
  if (process.argv.includes('--list')) {
    console.log('\nEvery file requested before the feed showed, largest first:');
    [...browserFiles].sort((a, b) => gzipKb(b) - gzipKb(a)).forEach((file) => console.log(line(file)));
  }
  // Files outside the build's chunk graph (public/theme-boot.js) are listed as missing but do not fail;
  // the build counts what a member loads, so an administrator's extra (the admin notices' texts) does not either.
  if (!asAdmin && missing.some((file) => file.startsWith('assets/'))) process.exitCode = 1;
} finally {
  await browser?.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
}
