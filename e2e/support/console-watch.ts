import type { ConsoleMessage, Page } from '@playwright/test';

/** What a page has said that a working product never says: console errors and warnings, uncaught errors, CSP refusals. */
export interface ConsoleWatch {
  /**
   * The messages since the last call, readable one per line, less those matching `expected` (a screen's
   * own allow-list: the product working, such as a 403 it means to show). Each call starts a new list.
   */
  take(expected?: readonly RegExp[]): string[];
}

const REPORTED_TYPES = new Set(['error', 'warning']);
/** Said by Playwright itself where the config blocks service workers: the harness, not the product. */
const HARNESS_MESSAGES = new Set(['Service Worker registration blocked by Playwright']);

function where(message: ConsoleMessage) {
  const { url, lineNumber } = message.location();
  return url ? ` (${url}:${lineNumber})` : '';
}

/**
 * Starts listening on `page` (call before its first navigation). A Content-Security-Policy refusal is
 * also heard as its `securitypolicyviolation` event: code may catch the refused eval (zod's probe does),
 * but the event still fires.
 */
export async function watchConsole(page: Page): Promise<ConsoleWatch> {
  let heard: string[] = [];
  page.on('console', (message) => {
    if (HARNESS_MESSAGES.has(message.text())) return;
    if (REPORTED_TYPES.has(message.type())) heard.push(`console ${message.type()}: ${message.text()}${where(message)}`);
  });
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`));
  await page.exposeFunction('teamhubReportPolicyViolation', (text: string) => heard.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { teamhubReportPolicyViolation: (text: string) => void })
        .teamhubReportPolicyViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    take(expected = []) {
      const taken = heard.filter((line) => !expected.some((pattern) => pattern.test(line)));
      heard = [];
      return taken;
    },
  };
}
