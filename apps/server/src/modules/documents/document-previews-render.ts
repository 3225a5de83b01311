import sharp, { type Sharp } from 'sharp';
import { openPdf } from './document-pdfjs.js';

/** What a preview is drawn from, by a document's detected type; null: no preview for this kind. */
export type PreviewSource = 'image' | 'pdf';

// The formats the prebuilt sharp decodes. SVG is left out on purpose: rendering it means running an
// XML parser and a renderer on untrusted markup for a thumbnail nobody needs (the icon will do).
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);

export function previewSourceOf(mimeType: string): PreviewSource | null {
  if (IMAGE_TYPES.has(mimeType)) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  return null;
}

/**
 * Larger files get no preview: both renderers hold the whole file in memory. A 100 MB photo or PDF is
 * rare in a personal file manager, and its icon is an acceptable stand-in.
 */
export const PREVIEW_SOURCE_MAX_BYTES = 64 * 1024 * 1024;
/** Decoding a picture beyond this many pixels is refused (a small PNG can claim a gigantic canvas). */
const MAX_INPUT_PIXELS = 100_000_000;
/** A PDF page that takes longer than this to draw is given up on (the queue must keep moving). */
const PDF_RENDER_TIMEOUT_MS = 20_000;

/** A WebP inside `px`×`px`: turned upright by its EXIF orientation, metadata dropped (sharp's default). */
function toWebp(image: Sharp, px: number): Promise<Buffer> {
  return image.rotate().resize(px, px, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

/** The first frame of a picture as a WebP thumbnail; throws on anything sharp cannot decode. */
export function imagePreview(bytes: Buffer, px: number): Promise<Buffer> {
  return toWebp(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }), px);
}

/** pdf.js's own canvas maker in Node (an @napi-rs/canvas); typed only as Object by pdf.js. */
interface PdfCanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: { width: number; height: number };
    context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
  };
}

/**
 * The first page of a PDF as a WebP thumbnail, drawn by pdf.js (document-pdfjs.ts) on an
 * @napi-rs/canvas at the thumbnail's size; the caller makes one preview at a time.
 */
export async function pdfPreview(bytes: Buffer, px: number): Promise<Buffer> {
  const task = await openPdf(bytes);
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: px / Math.max(natural.width, natural.height, 1) });
    const width = Math.max(1, Math.ceil(viewport.width));
    const height = Math.max(1, Math.ceil(viewport.height));
    const { canvas, context } = (document.canvasFactory as PdfCanvasFactory).create(width, height);
    const render = page.render({ canvas: canvas as never, canvasContext: context as never, viewport });
    const timer = setTimeout(() => render.cancel(), PDF_RENDER_TIMEOUT_MS);
    try {
      await render.promise;
    } finally {
      clearTimeout(timer);
    }
    const { data } = context.getImageData(0, 0, width, height);
    const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return await toWebp(sharp(raw, { raw: { width, height, channels: 4 } }), px);
  } finally {
    await task.destroy();
  }
}
