import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { sniffMedia } from '../posts/media-sniffer.js';
import { readZipEntryNames } from './zip-directory.js';

/**
 * What a chat attachment may be (specification: images, PDF, .doc, .docx, .txt), decided from its
 * bytes; the name only matters for plain text, which has no signature of its own.
 */
export interface ChatFileType {
  kind: 'image' | 'file';
  /** The type it is served with. */
  mimeType: string;
  /** Accepted name endings; the first is added to a name that has none of them. */
  extensions: readonly string[];
}

const IMAGE_TYPES: Record<'jpeg' | 'png' | 'gif' | 'webp', ChatFileType> = {
  jpeg: { kind: 'image', mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { kind: 'image', mimeType: 'image/png', extensions: ['.png'] },
  gif: { kind: 'image', mimeType: 'image/gif', extensions: ['.gif'] },
  webp: { kind: 'image', mimeType: 'image/webp', extensions: ['.webp'] },
};
export const PDF: ChatFileType = { kind: 'file', mimeType: 'application/pdf', extensions: ['.pdf'] };
export const DOC: ChatFileType = { kind: 'file', mimeType: 'application/msword', extensions: ['.doc'] };
export const DOCX: ChatFileType = {
  kind: 'file',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extensions: ['.docx'],
};
export const TXT: ChatFileType = { kind: 'file', mimeType: 'text/plain', extensions: ['.txt'] };

const HEAD_BYTES = 512;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const hasExtension = (name: string, type: ChatFileType) =>
  type.extensions.some((extension) => name.toLowerCase().endsWith(extension));

/** A Word document (OOXML): a ZIP whose index lists [Content_Types].xml and the word/ part. */
async function isDocx(path: string, size: number): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const names = await readZipEntryNames(handle, size);
    return !!names && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
  } finally {
    await handle.close();
  }
}

/**
 * Plain text: valid UTF-8 throughout, no NUL byte, and not markup. Text whose first character
 * (after a byte-order mark and white space) is '<' is refused: HTML, SVG or XML saved as .txt
 * is not what a text attachment is for, and is the kind of file a browser might render.
 */
async function isPlainText(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let firstCharacter: string | null = null;
  try {
    for await (const chunk of createReadStream(path)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      const text = decoder.decode(bytes, { stream: true });
      if (firstCharacter === null) {
        const visible = text.replace(/^[\uFEFF\s]+/u, '');
        if (visible) firstCharacter = visible.charAt(0);
      }
    }
    decoder.decode();
  } catch {
    return false;
  }
  return firstCharacter !== '<';
}

/** The type of the stored upload at `path`, or null when it is not something a chat may carry. */
export async function detectChatFileType(path: string, size: number, name: string): Promise<ChatFileType | null> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(Math.min(HEAD_BYTES, size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const media = sniffMedia(head);
  if (media) return media.kind === 'image' ? IMAGE_TYPES[media.format] : null;
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return PDF;
  // OLE2 is also Excel, PowerPoint and installer (.msi) files: only one named .doc is taken for Word.
  if (head.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return hasExtension(name, DOC) ? DOC : null;
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return (await isDocx(path, size)) ? DOCX : null;
  if (hasExtension(name, TXT) && (await isPlainText(path))) return TXT;
  return null;
}

/**
 * The name a file is kept and downloaded under: the uploaded name without folders, control or
 * direction-changing characters, at most 120 characters, ending in an extension of its real type
 * (`report.exe` holding a PDF becomes `report.exe.pdf`).
 */
export function safeFileName(uploaded: string | undefined, type: ChatFileType): string {
  const base = (uploaded ?? '').split(/[/\\]/u).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/u, '');
  const extension = type.extensions[0] as string;
  if (!hasExtension(name, type)) name = `${name || 'file'}${extension}`;
  const characters = Array.from(name);
  const maxLength = 120;
  if (characters.length > maxLength) {
    const ending = type.extensions.find((candidate) => name.toLowerCase().endsWith(candidate)) ?? extension;
    const start = characters
      .slice(0, maxLength - ending.length)
      .join('')
      .trimEnd();
    name = `${start}${name.slice(-ending.length)}`;
  }
  return name;
}
