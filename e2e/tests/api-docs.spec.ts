import { expect, test } from '@playwright/test';

// The API reference page (plugins/api-docs.ts): Swagger UI served by the server itself, under the
// app's Content-Security-Policy, with nothing loaded from anywhere else (there is no internet here).
test('the API reference at /api/docs lists the routes, offline and within the CSP', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI parses and draws the whole document (over 300 kB) in the page: about 5 s on an idle
  // machine, several times that on a busy one.
  await expect(page.locator('.opblock-summary-path[data-path="/api/auth/login"]')).toBeVisible({ timeout: 60_000 });
  // From 150 tags and operations on, Swagger UI draws only the operations in view (a virtual list):
  // scroll on until the comment route is drawn.
  const commentRoute = page.locator('.opblock-summary-path[data-path="/api/posts/{postId}/comment"]');
  await expect(async () => {
    if (!(await commentRoute.isVisible())) await page.mouse.wheel(0, 500);
    await expect(commentRoute).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  // The bearer-token scheme makes Swagger UI offer to authorize.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();

  // An operation opens with its answers, built from the contracts' schemas.
  await page.locator('.opblock-summary-path[data-path="/api/auth/login"]').click();
  await expect(page.locator('.responses-table').first()).toContainText('401');

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(elsewhere).toEqual([]);
});
