export type LinkTarget = { kind: 'app'; to: string } | { kind: 'external'; href: string } | null;

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Where a link in a reply goes: a path of this app (`/chat?c=…`, or a full URL on this origin) is
 * followed by the router; http(s), mailto and tel open outside; anything else is not a link.
 */
export function classifyLink(href: string | undefined, origin: string): LinkTarget {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  const relative = href.startsWith('/') && !href.startsWith('//');
  if ((relative || url.origin === origin) && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return { kind: 'app', to: `${url.pathname}${url.search}${url.hash}` };
  }
  return EXTERNAL_PROTOCOLS.has(url.protocol) ? { kind: 'external', href: url.href } : null;
}
