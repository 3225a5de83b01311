/** A page's chunk could not be downloaded (offline, or a new version was deployed meanwhile). */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('A page could not be loaded', { cause });
    this.name = 'PageLoadError';
  }
}
