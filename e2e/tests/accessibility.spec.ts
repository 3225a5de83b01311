import { expect } from '@playwright/test';
import { seededTest as test } from '../support/a11y-fixture';
import { A11Y_SCREENS, DESKTOP_WIDTH, MOBILE_WIDTH } from '../support/a11y-screens';
import { seriousViolations } from '../support/axe';
import { coveredElements } from '../support/coverage';
import { watchConsole } from '../support/console-watch';
import { loginThroughForm } from '../support/users';

const WIDTHS = [DESKTOP_WIDTH, MOBILE_WIDTH];

/**
 * Each view's screens are checked in a few parts, each its own test with its own time limit: one
 * test for all of them grew past its limit on a busy machine as features added screens.
 */
const PARTS = 10;

function screensOf(width: number) {
  const screens = A11Y_SCREENS.filter((screen) => !screen.widths || screen.widths.includes(width));
  // The signed-out screens come first, so only the first part starts signed out.
  return [...screens.filter((s) => s.signedOut), ...screens.filter((s) => !s.signedOut)];
}

for (const width of WIDTHS) {
  const screens = screensOf(width);
  const size = Math.ceil(screens.length / PARTS);
  for (let part = 0; part < PARTS; part += 1) {
    const chunk = screens.slice(part * size, (part + 1) * size);
    const title = `no serious or critical axe violation at ${width} px, light and dark (part ${part + 1} of ${PARTS})`;
    test(title, async ({ browser, seed }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ viewport: { width, height: width === MOBILE_WIDTH ? 740 : 800 } });
      const page = await context.newPage();
      // Any console error or warning on a screen fails it too, unless the screen expects it (allowConsole).
      const consoleWatch = await watchConsole(page);
      // A screen that cannot be opened fails in seconds, not at the end of the whole part's time.
      page.setDefaultTimeout(15_000);
      await page.emulateMedia({ colorScheme: 'light' });
      const failures: string[] = [];
      let signedIn = false;
      for (const screen of chunk) {
        if (!screen.signedOut && !signedIn) {
          await loginThroughForm(page, seed.viewer);
          signedIn = true;
        }
        await screen.open(page, seed);
        const where = `${screen.name} @ ${width} px`;
        // Before axe, which waits for animations to end: the welcome greeting is still there.
        failures.push(...(await coveredElements(page, where)));
        failures.push(...(await seriousViolations(page, `${where} light`)));
        // The same screen in the dark theme, switched in place as the system's setting switches it: the
        // theme changes colours only (CSS), so layout and covering were checked once above; axe runs whole.
        await page.emulateMedia({ colorScheme: 'dark' });
        failures.push(...(await seriousViolations(page, `${where} dark`)));
        await page.emulateMedia({ colorScheme: 'light' });
        failures.push(...consoleWatch.take(screen.allowConsole).map((message) => `${where} — ${message}`));
      }
      await context.close();
      expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    });
  }
}
