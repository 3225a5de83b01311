import axe from 'axe-core';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary: string | undefined }[];
}

/**
 * axe-core run in the page itself: injected once per document (a later check of the same document,
 * after a click or in the other palette, reuses it), violations only. @axe-core/playwright's builder
 * sent axe's 550 KB source and opened a blank page to assemble the results on every check, 5 to 8 s of
 * the walk's 13 s a screen on a busy machine, against under a second here. Frames are not entered: the
 * app's own screens have none but third-party players and PDF viewers, which are not ours to check.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Experimental in axe, so off unless named: a control's name must contain its visible text (WCAG
      // 2.5.3, speech users say what they see).
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      nodes: violation.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
    }));
  }, TAGS);
}
