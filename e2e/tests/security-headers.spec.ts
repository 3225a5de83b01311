import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm, registerByApi } from '../support/users';

/** Marks the current document; a new document (full load) no longer has the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { teamhubSameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { teamhubSameDocument?: boolean }).teamhubSameDocument === true);
/** Whether this document may use the microphone (Chromium's document.featurePolicy). */
const microphoneAllowed = (page: Page) =>
  page.evaluate(() =>
    (document as unknown as { featurePolicy: { allowsFeature(name: string): boolean } }).featurePolicy.allowsFeature(
      'microphone',
    ),
  );

test('the movie room link loads a new document, the only one allowed the microphone', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
  expect(await microphoneAllowed(page)).toBe(false);

  // An ordinary link stays in the same document.
  await markDocument(page);
  await nav.getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  expect(await sameDocument(page)).toBe(true);

  const movieRoomDocument = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/movie-room',
  );
  await nav.getByRole('link', { name: 'Movie Room' }).click();
  const response = await movieRoomDocument;
  expect(response.headers()['permissions-policy']).toContain('microphone=(self)');
  await expect(page).toHaveURL(/\/movie-room$/);
  await expect(page.getByTestId('account-block')).toBeAttached();
  expect(await sameDocument(page)).toBe(false);
  expect(await microphoneAllowed(page)).toBe(true);
});

test('signed-in API answers are not stored; the built scripts point to no source map; the policy names known features', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  const profile = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(profile.headers()['cache-control']).toBe('private, no-store');

  const policyComplaints: string[] = [];
  page.on('console', (message) => {
    if (/permissions-policy/i.test(message.text())) policyComplaints.push(message.text());
  });
  await page.goto('/login');
  await expect(page.locator('#login-email')).toBeVisible();
  // Every feature the Permissions-Policy names is one Chromium knows (it logs an error for any other).
  expect(policyComplaints).toEqual([]);
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const script = await request.get(src);
    expect(await script.text()).not.toContain('sourceMappingURL');
    // No map was built: under /assets the path answers 404, elsewhere the app's page; never a map.
    const map = await request.get(`${src}.map`);
    expect(await map.text()).not.toContain('"mappings"');
    if (new URL(src).pathname.startsWith('/assets/')) expect(map.status()).toBe(404);
  }
});

test('a page whose script is gone after a deploy reloads the app once, onto the version there now', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The tab was loaded before a deploy: until it loads a new document, the chat page's script under
  // the name it knows answers 404 (preloads included), as the new server does for every old name.
  let documents = 0;
  let refused = 0;
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents += 1;
  });
  let oldDocument = Number.POSITIVE_INFINITY;
  await page.route(/\/assets\/ChatPage-[^/]+\.js$/, async (route) => {
    if (documents > oldDocument) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' });
  });
  const user = await registerByApi(request);
  await loginThroughForm(page, user);
  oldDocument = documents;
  await markDocument(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Chat' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('chat-new-message')).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  expect(documents).toBe(oldDocument + 1);
  expect(await sameDocument(page)).toBe(false);
  await expect(page.getByText('Không thể kết nối đến máy chủ.')).toHaveCount(0);
});
