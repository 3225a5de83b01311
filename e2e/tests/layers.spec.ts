import { expect } from '@playwright/test';
import { A11Y_SCREENS, DESKTOP_WIDTH, LAYER_SCREENS, MOBILE_WIDTH } from '../support/a11y-screens';
import { seededTest as test } from '../support/a11y-fixture';
import { coveredElements } from '../support/coverage';
import { loginThroughForm } from '../support/users';

/**
 * The screens where a floating layer was found over the work (issue 28), checked alone: the whole walk
 * (accessibility.spec.ts) checks them too, with every other screen, in both themes.
 */
const CASES = [
  'chat conversation',
  'projects board',
  'notifications panel',
  'assistant panel with answers, search sources and an error',
  ...LAYER_SCREENS.map((screen) => screen.name),
];

for (const width of [DESKTOP_WIDTH, MOBILE_WIDTH]) {
  test(`no floating layer covers a control at ${width} px`, async ({ browser, seed }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: width === MOBILE_WIDTH ? 740 : 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await loginThroughForm(page, seed.viewer);
    const screens = A11Y_SCREENS.filter(
      (screen) => CASES.includes(screen.name) && (!screen.widths || screen.widths.includes(width)),
    );
    const failures: string[] = [];
    for (const screen of screens) {
      await screen.open(page, seed);
      failures.push(...(await coveredElements(page, `${screen.name} @ ${width} px`)));
    }
    await context.close();
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });
}
