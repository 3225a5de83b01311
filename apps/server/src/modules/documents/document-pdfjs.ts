import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;
// Loaded on the first PDF only: pdf.js is a large module most processes never need.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
const pdfjsFolder = () => path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * Opens a PDF with pdf.js (its legacy build, for Node) for the previews and the text extraction.
 * pdf.js runs in this thread (its "fake worker"), so callers read one PDF at a time; scripts in the
 * PDF are never run and nothing is fetched. The caller destroys the task when done.
 */
export async function openPdf(bytes: Buffer) {
  const { getDocument } = await loadPdfJs();
  const folder = pdfjsFolder();
  return getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    isEvalSupported: false,
    enableXfa: false,
    verbosity: 0,
    standardFontDataUrl: `${path.join(folder, 'standard_fonts')}/`,
    cMapUrl: `${path.join(folder, 'cmaps')}/`,
    cMapPacked: true,
  });
}
