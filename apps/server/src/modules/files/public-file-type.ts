// What public storage holds: avatars and feed pictures as WebP, feed videos as uploaded (see
// media-sniffer.ts). The same types @fastify/static gives these files when it serves them from disk.
const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** The Content-Type a public object is served with, from its key's extension; others are plain bytes. */
export function publicFileType(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/u.exec(key)?.[1]?.toLowerCase();
  return (extension && TYPES_BY_EXTENSION[extension]) || 'application/octet-stream';
}
