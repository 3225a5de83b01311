import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has focus; fails if it never gets there. It goes backwards (Shift+Tab)
 * when the target comes before the focused element in the page, so the number of presses does not
 * depend on how much the page holds after it (a feed full of other tests' posts).
 */
export async function tabTo(page: Page, target: Locator, { max = 60 } = {}) {
  await expect(target).toBeVisible();
  const backwards = await target.evaluate((element) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === element) return false;
    return Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/**
 * After Space picked an item up with dnd-kit's keyboard sensor: waits until the sensor listens for
 * the arrows. It starts listening from a timer set on pick-up, and Chromium runs input before timers,
 * so an arrow pressed at once could come first and be lost. A timer set now runs after that one.
 */
export async function untilDndListens(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
