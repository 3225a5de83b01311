import type { DocumentView } from '@teamhub/contracts';

export type FileKind = 'image' | 'pdf' | 'video' | 'audio' | 'text' | 'archive' | 'sheet' | 'slides' | 'doc' | 'other';

const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript|x-yaml|yaml|x-sh|sql|csv))/;

/** What a document is, for its icon and for how the preview dialog shows it. */
export function fileKind(document: Pick<DocumentView, 'type' | 'name'>): FileKind {
  const type = document.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (TEXT_TYPES.test(type)) return 'text';
  if (/zip|tar|rar|7z|gzip|compressed/.test(type)) return 'archive';
  if (/spreadsheet|excel|csv/.test(type)) return 'sheet';
  if (/presentation|powerpoint/.test(type)) return 'slides';
  if (/word|opendocument\.text|rtf/.test(type)) return 'doc';
  return 'other';
}
