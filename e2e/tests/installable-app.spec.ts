import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { loginThroughForm, registerByApi } from '../support/users';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

/** Waits until the app's service worker is active, precache filled; answers its script's path. */
async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new URL(registration.active?.scriptURL ?? '', location.href).pathname;
  });
}

/** The registration id DevTools knows the worker of `page`'s origin by, for the ServiceWorker domain. */
async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const scope = new URL('/', page.url()).href;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === scope && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
}

test('the manifest has what stores and Lighthouse ask for, and Chromium finds the app installable', async ({
  request,
  launchOptions,
  baseURL,
}) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    id: '/',
    name: 'TeamHub',
    short_name: 'TeamHub',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#f5f6fa',
  });
  expect(String(manifest.description).length).toBeGreaterThan(0);
  const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon-180.png']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // A browser profile of its own: Chromium installs nothing from the incognito-like default contexts.
  const profile = mkdtempSync(path.join(tmpdir(), 'teamhub-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /180/);
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
    expect(await activeWorker(page)).toBe('/sw.js');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the app opens from its cache and says so; back online, it carries on', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  await activeWorker(page);

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Bạn đang ngoại tuyến');
  // The session cannot be checked without the server: the screen says so rather than signing out.
  await expect(page.getByText('Không thể kết nối đến máy chủ.')).toBeVisible();
  expect(await seriousViolations(page, 'offline')).toEqual([]);
  // Files and the API are never answered from the cache, nor with the app's page.
  const api = await page.evaluate(() =>
    fetch('/api/health').then(
      (response) => response.status,
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('account-block')).toBeAttached({ timeout: 30_000 });
});

test('a new version waiting shows the reload prompt, and Reload switches to it', async ({ page }) => {
  await page.goto('/login');
  await activeWorker(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  // Another script for the same scope is a new version to the browser: it installs beside the
  // running worker and waits, as a deploy's worker does.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=next', { scope: '/' }));
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('Đã có phiên bản mới');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Tải lại' }).click();
  await reloaded;
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(controller).toContain('/sw.js?version=next');
});

test('a push shows its notification with the payload, on the tag of its conversation', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/login');
  await activeWorker(page);
  const { cdp, id } = await registrationId(context, page);
  const payload = {
    title: 'Minh',
    body: 'Tối nay họp lúc 8 giờ nhé',
    url: '/chat?c=abc123',
    tag: 'conversation:abc123',
    unreadCount: 4,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: id,
    data: JSON.stringify(payload),
  });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      // `badge` is shown by Chromium but missing from TypeScript's DOM types.
      return notifications.map((shown: Notification & { badge?: string }) => ({
        title: shown.title,
        body: shown.body,
        tag: shown.tag,
        data: shown.data as unknown,
        icon: shown.icon,
        badge: shown.badge,
      }));
    });
  await expect.poll(shown).toHaveLength(1);
  const [notification] = await shown();
  expect(notification).toMatchObject({
    title: payload.title,
    body: payload.body,
    tag: payload.tag,
    data: { url: payload.url },
  });
  expect(notification?.icon).toMatch(/\/icons\/icon-192\.png$/);
  expect(notification?.badge).toMatch(/\/icons\/badge-96\.png$/);

  // A newer message of the same conversation replaces the notification rather than adding one.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: id,
    data: JSON.stringify({ ...payload, body: 'Đổi sang 9 giờ' }),
  });
  await expect.poll(async () => (await shown()).map(({ body }) => body)).toEqual(['Đổi sang 9 giờ']);
});
