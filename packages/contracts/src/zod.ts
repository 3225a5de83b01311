import { z } from 'zod';

/**
 * zod as every contract module uses it. zod compiles a faster object parser with `new Function` where
 * the page allows it, and probes for that when the first object schema is made. In the browser our
 * Content-Security-Policy has no 'unsafe-eval': the probe is refused and reported as a
 * `securitypolicyviolation` (and a console error) on every load. `jitless` skips the probe there.
 *
 * It lives here, not in the web app's entry, because each contract module imports `z` from this file:
 * ES module order then runs the setting before any schema is made, however the bundler splits chunks
 * (an import in the entry ran after the contracts chunk had made its schemas). The server has no CSP
 * and keeps the compiled parsers (faster validation of every request), so the setting is browser-only.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
