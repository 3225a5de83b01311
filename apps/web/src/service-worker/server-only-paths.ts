/**
 * Paths the worker leaves to the server even when the browser navigates to them (a download opened
 * in a tab): the API (private files are sent under /api too, modules/files/send-private-file.ts), the
 * public uploads, the realtime connection, the operational probes and the built files. Offline they
 * fail as themselves instead of turning into the app's page, and their answers are never cached.
 */
export const SERVER_ONLY_PATHS: RegExp[] = [
  /^\/api(?:\/|$)/u,
  /^\/uploads\//u,
  /^\/socket\.io(?:\/|$)/u,
  /^\/(?:healthz|readyz|metrics)$/u,
  /^\/assets\//u,
];
