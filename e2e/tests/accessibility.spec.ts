import { test as base, expect } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { A11Y_SCREENS, DESKTOP_WIDTH, MOBILE_WIDTH } from '../support/a11y-screens';
import { seedA11yData, type A11ySeed } from '../support/a11y-seed';
import { seriousViolations } from '../support/axe';
import { loginThroughForm } from '../support/users';

/** The seeded users and their content, made once per worker and shared by every view. */
const test = base.extend<object, { seed: A11ySeed }>({
  seed: [
    async ({ playwright }, use) => {
      const baseURL = `http://127.0.0.1:${E2E_PORT}`;
      const request = await playwright.request.newContext({ baseURL });
      await use(await seedA11yData(request, baseURL));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

const VIEWS = [DESKTOP_WIDTH, MOBILE_WIDTH].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
);

for (const { width, colorScheme } of VIEWS) {
  test(`no serious or critical axe violation at ${width} px, ${colorScheme}`, async ({ browser, seed }) => {
    test.setTimeout(240_000);
    // One context per view: the signed-out screens first, then the same context signs in once.
    const context = await browser.newContext({ viewport: { width, height: width === MOBILE_WIDTH ? 740 : 800 } });
    const page = await context.newPage();
    // A screen that cannot be opened fails in seconds, not at the end of the whole view's time.
    page.setDefaultTimeout(15_000);
    await page.emulateMedia({ colorScheme });
    const screens = A11Y_SCREENS.filter((screen) => !screen.widths || screen.widths.includes(width));
    const failures: string[] = [];
    let signedIn = false;
    for (const screen of [...screens.filter((s) => s.signedOut), ...screens.filter((s) => !s.signedOut)]) {
      if (!screen.signedOut && !signedIn) {
        await loginThroughForm(page, seed.viewer);
        signedIn = true;
      }
      await screen.open(page, seed);
      failures.push(...(await seriousViolations(page, `${screen.name} @ ${width} px ${colorScheme}`)));
    }
    await context.close();
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });
}
