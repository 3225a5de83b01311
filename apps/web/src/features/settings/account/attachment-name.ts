/**
 * The file name a `Content-Disposition: attachment` header offers: the UTF-8 `filename*` when present
 * (RFC 6266), else the plain `filename`, else `fallback`. Never a path: only the last segment is kept.
 */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/iu.exec(header)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/iu.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/iu.exec(header)?.[1];
  const lastSegment = name?.split(/[/\\]/u).at(-1)?.trim();
  return lastSegment || fallback;
}
