import { createReadStream } from 'node:fs';
import { detectTypeOfFile } from '../files/content-type.js';

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

const hasExtension = (name: string, type: ChatFileType) =>
  type.extensions.some((extension) => name.toLowerCase().endsWith(extension));

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

// What the bytes may be, by file-type's extension. APNG is a PNG to every browser.
const BY_DETECTED_EXTENSION = new Map<string, ChatFileType>([
  ['jpg', IMAGE_TYPES.jpeg],
  ['png', IMAGE_TYPES.png],
  ['apng', IMAGE_TYPES.png],
  ['gif', IMAGE_TYPES.gif],
  ['webp', IMAGE_TYPES.webp],
  ['pdf', PDF],
  ['docx', DOCX],
]);

/** The type of the stored upload at `path`, or null when it is not something a chat may carry. */
export async function detectChatFileType(path: string, name: string): Promise<ChatFileType | null> {
  const detected = await detectTypeOfFile(path);
  if (detected) {
    // A compound file (OLE2) is also Excel, PowerPoint or an installer: only one named .doc is taken for Word.
    if (detected.ext === 'cfb' || detected.ext === 'doc') return hasExtension(name, DOC) ? DOC : null;
    return BY_DETECTED_EXTENSION.get(detected.ext) ?? null;
  }
  // Text has no signature of its own: the name says it is meant as text, the bytes must agree.
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
