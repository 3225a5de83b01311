import { setImmediate as nextTurn } from 'node:timers/promises';
import { SEARCH_LIMITS } from '@teamhub/contracts';
import mammoth from 'mammoth';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openPdf } from './document-pdfjs.js';
import { chunkText, cleanText, cutAt, type TextChunk } from './document-text-chunking.js';
import { checkZipExpansion } from './document-zip-limits.js';

/** How the words of a document are read, by its detected type; null: a kind without text to search. */
export type TextSource = 'pdf' | 'docx' | 'plain';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// What documents-types.ts calls .txt/.log, .md and .csv files (they have no signature of their own).
const PLAIN_TYPES = new Set(['text/plain', 'text/markdown', 'text/csv']);

export function textSourceOf(mimeType: string): TextSource | null {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === DOCX) return 'docx';
  if (PLAIN_TYPES.has(mimeType)) return 'plain';
  return null;
}

/** Sections of text files and DOCX: a search hit's snippet comes from one, so they stay short. */
export const SECTION_CHARS = 3000;
/**
 * A PDF page is one chunk (search shows, and the assistant cites, the page); only a page longer than
 * this is cut, into several chunks of the same page, so that no chunk's search vector gets unwieldy.
 */
export const PAGE_CHUNK_CHARS = 30_000;
/** A DOCX (a ZIP of XML) whose parts expand beyond this is found by name only: mammoth inflates them in memory. */
const DOCX_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;

/** The characters still allowed of one document (SEARCH_LIMITS.documentTextMaxChars in all). */
function textBudget() {
  let left = SEARCH_LIMITS.documentTextMaxChars;
  return {
    get left() {
      return left;
    },
    take(text: string): string {
      const kept = cutAt(text, left);
      left -= kept.length;
      return kept;
    },
  };
}

/** A text file's characters: UTF-16 when its byte order mark says so, else UTF-8 (the mark dropped, bad bytes as U+FFFD). */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

function sections(raw: string): TextChunk[] {
  const text = textBudget().take(cleanText(raw));
  return chunkText(text, SECTION_CHARS).map((content) => ({ page: null, content }));
}

/** A page's text as pdf.js lays it out: its pieces in reading order, a line break where a line ends. */
function pageText(items: Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items']): string {
  let text = '';
  for (const item of items) if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
  return text;
}

async function pdfPages(bytes: Buffer): Promise<TextChunk[]> {
  const task = await openPdf(bytes);
  try {
    const pdf = await task.promise;
    const budget = textBudget();
    const chunks: TextChunk[] = [];
    for (let number = 1; number <= pdf.numPages && budget.left > 0; number += 1) {
      const page = await pdf.getPage(number);
      const text = budget.take(cleanText(pageText((await page.getTextContent()).items)));
      page.cleanup();
      for (const content of chunkText(text, PAGE_CHUNK_CHARS)) chunks.push({ page: number, content });
      // pdf.js works in this thread: requests are answered between pages of a long PDF.
      await nextTurn();
    }
    return chunks;
  } finally {
    await task.destroy();
  }
}

async function docxSections(bytes: Buffer): Promise<TextChunk[]> {
  checkZipExpansion(bytes, DOCX_MAX_EXPANDED_BYTES);
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return sections(value);
}

/**
 * The searchable text of a document's bytes, in chunks: one per PDF page (`page` its number), or
 * sections of about SECTION_CHARS cut at paragraph, line or word boundaries (`page` null); cleaned
 * (cleanText), empty ones left out, SEARCH_LIMITS.documentTextMaxChars at most in all. Throws on bytes
 * that cannot be read as their type; StoredFileTooLargeError on a DOCX that expands too far.
 */
export function extractText(source: TextSource, bytes: Buffer): Promise<TextChunk[]> {
  if (source === 'pdf') return pdfPages(bytes);
  if (source === 'docx') return docxSections(bytes);
  return Promise.resolve(sections(decodeText(bytes)));
}
