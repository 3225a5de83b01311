import { expect, type Locator, type Page } from '@playwright/test';

interface TouchDragSteps {
  /** Resolves once the press has picked the item up (a touch drag starts after a short hold). */
  picked: () => Promise<unknown>;
  /** Where the finger waits for the content to scroll (x, at the pressed point's height). */
  edgeX: number;
  /** True once the content has scrolled far enough: the finger then moves to `dropX`. */
  reached: () => Promise<boolean>;
  /**
   * Where the finger goes then (x), read at that moment: the content goes on scrolling while the finger
   * is still at the edge, so a place fixed in advance may have passed the target by then.
   */
  dropX: () => Promise<number>;
  /** Resolves once the page shows the item over its target, before the finger is lifted. */
  over: () => Promise<unknown>;
}

/**
 * A finger as a person moves it: press and hold on `source`, slide to near the screen's edge and wait
 * there while the page scrolls, slide back once the target has come, lift. Real touch events through
 * Chromium's DevTools protocol (Playwright's touchscreen only taps); every wait is for a condition.
 */
export async function touchDrag(page: Page, source: Locator, steps: TouchDragSteps) {
  // A person scrolls it into reach first: the board's top can sit under a phone's fixed bottom bar,
  // which "in view" alone does not see.
  await source.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await source.boundingBox();
  if (!box) throw new Error('touchDrag: the source is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  try {
    const startX = Math.round(box.x + box.width / 2);
    await touch('touchStart', startX);
    await steps.picked();
    // A few steps, as a finger slides, so each move is seen.
    for (let x = startX; x < steps.edgeX; x += 20) await touch('touchMove', x);
    await touch('touchMove', steps.edgeX);
    await expect.poll(steps.reached, { timeout: 15_000, intervals: [50] }).toBe(true);
    const dropX = Math.round(await steps.dropX());
    await touch('touchMove', dropX);
    await steps.over();
    await touch('touchEnd', dropX);
  } finally {
    await cdp.detach();
  }
}
