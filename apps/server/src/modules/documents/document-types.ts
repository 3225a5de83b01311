import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { LIMITS } from '@teamhub/contracts';
import { detectTypeOfFile } from '../files/content-type.js';

/** Types without a signature of their own, known by their name's extension. */
const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  html: 'text/html',
  htm: 'text/html',
  xhtml: 'application/xhtml+xml',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
};

/**
 * Types a browser would run or render as a page (scripts, markup): served as bytes to save, never as
 * what they are, whatever else the answer's headers say.
 */
const INERT_TYPES = new Set([
  'text/html',
  'image/svg+xml',
  'application/xhtml+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

const EXTENSION = /^[a-z0-9]{1,10}$/;

/** The lower-cased extension of a name, without the dot, when it is a plain one ('' otherwise). */
export function extensionOf(name: string): string {
  const extension = path.extname(name).slice(1).toLowerCase();
  return EXTENSION.test(extension) ? extension : '';
}

/** What the bytes say (file-type); plain text and unknown bytes by the name's extension; else octet-stream. */
export async function detectDocumentType(filePath: string, name: string): Promise<string> {
  const detected = await detectTypeOfFile(filePath);
  if (detected) return detected.mime;
  return BY_EXTENSION[extensionOf(name)] ?? 'application/octet-stream';
}

/** The type a download is sent with: dangerous types become plain bytes. */
export function servedType(mimeType: string): string {
  return INERT_TYPES.has(mimeType.toLowerCase()) ? 'application/octet-stream' : mimeType;
}

/** A fresh stored name: `<uuid>` and the name's lower-cased extension (never changes afterwards). */
export function newStoredName(name: string): string {
  const extension = extensionOf(name);
  return extension ? `${randomUUID()}.${extension}` : randomUUID();
}

/** Cuts a name to the longest allowed, keeping its extension. */
function fitName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= LIMITS.documents.name) return name;
  const extension = extensionOf(name);
  const ending = extension ? `.${extension}`.length : 0;
  const kept = characters
    .slice(0, LIMITS.documents.name - ending)
    .join('')
    .trimEnd();
  return ending ? `${kept}${name.slice(-ending)}` : kept;
}

/**
 * The name an upload is kept under: the browser's name without folders, control or direction-changing
 * characters and leading dots, 'file' when nothing is left. Browsers send a `"` in a file name as
 * `%22` (the HTML form encoding), and the multipart parser leaves it so.
 */
export function uploadedName(uploaded: string | undefined): string {
  const base = (uploaded ?? '').replace(/%22/gu, '"').split(/[/\\]/u).pop() ?? '';
  const name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/u, '');
  return fitName(name || 'file');
}

/**
 * A rename: the new name with the original extension ('final' for 'report.pdf' is 'final.pdf'); a
 * name typed with that extension already is not given it twice.
 */
export function renamedName(current: string, typed: string): string {
  const extension = path.extname(current);
  if (!extension || typed.toLowerCase().endsWith(extension.toLowerCase())) return fitName(typed);
  const characters = Array.from(typed);
  const room = LIMITS.documents.name - extension.length;
  const base = characters.length > room ? characters.slice(0, room).join('').trimEnd() : typed;
  return `${base}${extension}`;
}
