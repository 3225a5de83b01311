import { buffer } from 'node:stream/consumers';
import { asc, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { ZipFile } from 'yazl';
import type { Database } from '../../src/db/database.js';
import { documents, documentTextChunks } from '../../src/db/schema/index.js';

/**
 * A PDF with one page per entry of `pages`, each a few lines of text in Helvetica. Every character is
 * a one-byte code that the font's ToUnicode map turns back into its Unicode character, so text with
 * Vietnamese accents comes out of pdf.js as written (no font is embedded: nothing draws it well, but
 * the text is there, as in PDFs made with a missing font).
 */
export function makeTextPdf(pages: string[][]): Buffer {
  const codes = new Map<string, number>();
  let nextCode = 0x80;
  const codeOf = (character: string) => {
    let code = codes.get(character);
    if (code === undefined) {
      code = character.charCodeAt(0) < 0x7f && character.length === 1 ? character.charCodeAt(0) : nextCode++;
      codes.set(character, code);
    }
    if (code > 0xff) throw new Error('too many different characters for a one-byte font');
    return code;
  };
  const hex = (value: number, digits: number) => value.toString(16).toUpperCase().padStart(digits, '0');
  const contents = pages.map((lines) => {
    const shown = lines.map((line) => `<${Array.from(line, (c) => hex(codeOf(c), 2)).join('')}> Tj T*`).join('\n');
    return `BT /F1 14 Tf 18 TL 50 750 Td\n${shown}\nET`;
  });
  const mappings = [...codes].map(([character, code]) => `<${hex(code, 2)}> <${hex(character.charCodeAt(0), 4)}>`);
  const blocks: string[] = [];
  for (let start = 0; start < mappings.length; start += 100) {
    const block = mappings.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const pageCount = pages.length;
  // 1 catalog, 2 pages, 3 font, 4 its ToUnicode map, then each page and its content.
  const pageObject = (index: number) => 5 + index * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageObject(index)} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    // Every code as wide as the next: pdf.js would read the gaps of missing widths as spaces.
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 0 /LastChar 255 /Widths [${'556 '.repeat(256)}] /ToUnicode 4 0 R >>`,
    `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
    ...contents.flatMap((content, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const escapeXml = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

/** A ZIP archive of `files` (name → bytes), deflated. */
export function makeZip(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  return buffer(zip.outputStream);
}

/** The smallest Word document (a ZIP of three XML files) with one paragraph per entry of `paragraphs`. */
export function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`);
  return makeZip({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    'word/document.xml': xml(
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}</w:body></w:document>`,
    ),
  });
}

/** The document's text status and attempts, as stored. */
export async function textState(db: Database, documentId: string) {
  const [row] = await db
    .select({
      status: documents.textStatus,
      attempts: documents.textAttempts,
      claimedUntil: documents.textClaimedUntil,
    })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row;
}

/** Polls the row until its text is no longer pending; answers its status. */
export function settledText(db: Database, documentId: string) {
  return vi.waitFor(
    async () => {
      const state = await textState(db, documentId);
      expect(state?.status).toBeDefined();
      expect(state?.status).not.toBe('pending');
      return state?.status;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** The document's chunks in order (never the generated search_vector). */
export function chunksOf(db: Database, documentId: string) {
  return db
    .select({ chunk: documentTextChunks.chunk, page: documentTextChunks.page, content: documentTextChunks.content })
    .from(documentTextChunks)
    .where(eq(documentTextChunks.documentId, documentId))
    .orderBy(asc(documentTextChunks.chunk));
}
