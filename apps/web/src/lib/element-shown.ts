/**
 * Resolves true once an element with `id` is in the document, or false after `timeoutMs` or when
 * `signal` aborts. For steps that must start when something is on screen rather than when it was
 * asked for (its data may still be loading).
 */
export function elementShown(id: string, { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal }) {
  return new Promise<boolean>((resolve) => {
    if (document.getElementById(id)) {
      resolve(true);
      return;
    }
    const finish = (shown: boolean) => {
      observer.disconnect();
      window.clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
      resolve(shown);
    };
    const aborted = () => finish(false);
    const observer = new MutationObserver(() => {
      if (document.getElementById(id)) finish(true);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    signal?.addEventListener('abort', aborted);
  });
}
