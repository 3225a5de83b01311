import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm, registerByApi } from '../support/users';

const THEME_NAMES = { light: 'Sáng', dark: 'Tối', system: 'Theo hệ thống' } as const;

/** How light the page background is, 0 (black) to 1 (white), from the body's computed colour. */
function lightnessOf(color: string): number {
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (red + green + blue) / (3 * 255);
}
const pageLightness = async (page: Page) =>
  lightnessOf(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
const expectDarkPage = (page: Page) => expect.poll(() => pageLightness(page)).toBeLessThan(0.3);
const expectLightPage = (page: Page) => expect.poll(() => pageLightness(page)).toBeGreaterThan(0.8);

/** Picks a theme in Settings and waits until the server has saved it. */
async function chooseTheme(page: Page, theme: keyof typeof THEME_NAMES) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/profile/settings') && response.request().method() === 'PUT',
  );
  const radio = page.getByRole('radio', { name: THEME_NAMES[theme] });
  // The radio itself is visually hidden: people click its card.
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('radiogroup', { name: 'Giao diện' })).toBeVisible();
}

test.describe('theme', () => {
  test.use({ colorScheme: 'light' });

  test('Dark changes the colours and survives a reload with no light first paint', async ({ page, request }) => {
    const user = await registerByApi(request);
    await loginThroughForm(page, user);
    await openSettings(page);
    await expect(page.getByRole('radio', { name: THEME_NAMES.system })).toBeChecked();
    await expectLightPage(page);

    await chooseTheme(page, 'dark');
    await expectDarkPage(page);
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'dark');

    // What the first frame shows, recorded before it is painted (rAF runs right before a paint).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const root = document.documentElement;
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          theme: root.dataset.theme,
          colorScheme: getComputedStyle(root).colorScheme,
          body: document.body ? getComputedStyle(document.body).backgroundColor : null,
        };
      });
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    const atLoad = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      body: getComputedStyle(document.body).backgroundColor,
    }));
    expect(atLoad.theme).toBe('dark');
    expect(lightnessOf(atLoad.body)).toBeLessThan(0.3);

    const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame);
    const { theme, colorScheme, body } = (await firstFrame.jsonValue()) as {
      theme: string;
      colorScheme: string;
      body: string | null;
    };
    expect(theme).toBe('dark');
    // Before the body exists the canvas takes the root's colour scheme: dark too.
    expect(colorScheme).toBe('dark');
    if (body !== null) expect(lightnessOf(body)).toBeLessThan(0.3);

    await expect(page.getByRole('radio', { name: THEME_NAMES.dark })).toBeChecked();
    await expectDarkPage(page);
  });

  test('a choice follows the user to another browser', async ({ page, browser, request }) => {
    const user = await registerByApi(request);
    // The second browser is signed in first, while the account is still on System.
    const other = await browser.newContext({ colorScheme: 'light', baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await loginThroughForm(otherPage, user);
    await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'system');

    await loginThroughForm(page, user);
    await openSettings(page);
    await chooseTheme(page, 'dark');

    // Its stored theme is out of date: the profile answer corrects it after the reload.
    await otherPage.reload();
    await expect(otherPage.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDarkPage(otherPage);
    expect(await otherPage.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // A browser that signs in for the first time gets it with the login answer.
    const third = await browser.newContext({ colorScheme: 'light', baseURL: test.info().project.use.baseURL });
    const thirdPage = await third.newPage();
    await loginThroughForm(thirdPage, user);
    await expect(thirdPage.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDarkPage(thirdPage);
    await other.close();
    await third.close();
  });

  test('System follows the device, Light and Dark do not', async ({ page, request }) => {
    const user = await registerByApi(request);
    await loginThroughForm(page, user);
    await openSettings(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectDarkPage(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectLightPage(page);

    await chooseTheme(page, 'dark');
    await expectDarkPage(page);
    await chooseTheme(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectLightPage(page);

    await chooseTheme(page, 'system');
    await expectDarkPage(page);
  });
});
