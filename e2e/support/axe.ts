import type { Page } from '@playwright/test';
import { axeViolations } from './axe-run';

/** Impacts that fail the check; minor and moderate findings are left to review by hand. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until no finite animation is running (a dialog popping in, the welcome greeting fading out),
 * so colours are measured as they settle, not half-faded. Looping ones (spinners) are left running.
 * If something is still moving after the wait, axe runs anyway and reports what it sees.
 */
async function animationsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** Runs axe-core (WCAG 2.x A and AA, plus best practices) on the page; answers readable failures. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await animationsSettled(page);
  const violations = await axeViolations(page);
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where} — ${violation.id} (${violation.impact}) at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
      ),
    );
}
