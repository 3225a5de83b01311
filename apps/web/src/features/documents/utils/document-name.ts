import type { DocumentView } from '@teamhub/contracts';

export interface NameParts {
  base: string;
  /** With its dot ('.pdf'), or '' when the name has none (a leading dot is not an extension: '.env'). */
  extension: string;
}

/** 'report.final.pdf' → { base: 'report.final', extension: '.pdf' }. */
export function splitName(name: string): NameParts {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, extension: '' };
  return { base: name.slice(0, dot), extension: name.slice(dot) };
}

/**
 * The stored file name the download route takes (spec: from `filename`, else the last segment of
 * `path`); null when neither gives one.
 */
export function storedFileName(document: Pick<DocumentView, 'filename' | 'path'>): string | null {
  const direct = document.filename?.trim();
  if (direct) return direct;
  const last = document.path?.split(/[/\\]/).pop()?.trim();
  return last ? last : null;
}
