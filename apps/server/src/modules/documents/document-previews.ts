import { LIMITS } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { StorageDriver } from '../files/storage-driver.js';
import { readAll } from './document-bytes.js';
import { documentKey, documentPreviewKey } from './document-keys.js';
import {
  imagePreview,
  pdfPreview,
  PREVIEW_SOURCE_MAX_BYTES,
  previewSourceOf,
  type PreviewSource,
} from './document-previews-render.js';
import { createDocumentPreviewsRepository, type PreviewSubject } from './document-previews.repository.js';

/**
 * How long a process holds a preview it is making: far longer than the slowest preview (a large PDF
 * page takes seconds), so that only a process that died lets one go for another to take.
 */
const PREVIEW_HOLD_MS = 10 * 60 * 1000;

export interface DocumentPreviewsOptions {
  db: Database;
  /** The private storage holding the documents; previews go beside them (DOCUMENT_PREVIEW_PREFIX). */
  storage: StorageDriver;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Previews of documents, made after the upload has answered: pictures and the first page of a PDF
 * become a small WebP (status 'ready'), other kinds get 'none' (video and text are previewed by the
 * browser itself), and what cannot be decoded gets 'failed'. One at a time, in the order asked: pdf.js
 * works in this thread, and a queue keeps a burst of uploads from taking every core. The web polls the
 * list while a preview is pending, so no event is sent.
 */
export function createDocumentPreviews(options: DocumentPreviewsOptions) {
  const { storage, log } = options;
  const repository = createDocumentPreviewsRepository(options.db);
  const waiting: string[] = [];
  const queued = new Set<string>();
  let running: Promise<void> | null = null;
  let closed = false;

  const draw = async (source: PreviewSource, subject: PreviewSubject) => {
    const bytes = await readAll(await storage.read(documentKey(subject.storedName)), PREVIEW_SOURCE_MAX_BYTES);
    const px = LIMITS.documents.previewPx;
    return source === 'image' ? imagePreview(bytes, px) : pdfPreview(bytes, px);
  };

  async function make(documentId: string) {
    const subject = await repository.claim(documentId, PREVIEW_HOLD_MS);
    // Deleted meanwhile, or done (or being done) by another process sharing the database.
    if (!subject) return;
    const source = previewSourceOf(subject.mimeType);
    if (!source || subject.size > PREVIEW_SOURCE_MAX_BYTES) {
      await repository.finish(documentId, 'none', null);
      return;
    }
    let picture: Buffer;
    try {
      picture = await draw(source, subject);
    } catch (error) {
      log.warn({ err: error, documentId }, 'document preview failed');
      await repository.finish(documentId, 'failed', null);
      return;
    }
    const key = documentPreviewKey(documentId);
    await storage.put(key, picture);
    // The document went while its preview was drawn: nothing will ever show (or delete) this file.
    if (!(await repository.finish(documentId, 'ready', key))) await storage.delete(key);
  }

  async function drain() {
    for (let next = waiting.shift(); next !== undefined && !closed; next = waiting.shift()) {
      queued.delete(next);
      try {
        await make(next);
      } catch (error) {
        // A database or storage failure: the row stays 'pending' and is tried again at the next start.
        log.error({ err: error, documentId: next }, 'document preview could not be saved');
      }
    }
  }

  const start = () => {
    if (running || closed || waiting.length === 0) return;
    running = drain().finally(() => {
      running = null;
      // Queued between the last item and this callback.
      start();
    });
  };

  const enqueue = (documentIds: string[]) => {
    if (closed) return;
    for (const id of documentIds) {
      if (queued.has(id)) continue;
      queued.add(id);
      waiting.push(id);
    }
    start();
  };

  return {
    /** Queues previews for freshly stored documents (the upload's `onUploaded`). */
    enqueue,
    /**
     * Queues every preview left pending by a process that stopped before making it (at start, and now
     * and then: with several processes, one that died may have held some).
     */
    async resumePending() {
      enqueue(await repository.pendingIds());
    },
    /** Stops taking work and waits for the preview in progress, so nothing runs after the database closes. */
    async close() {
      closed = true;
      await running;
    },
  };
}

export type DocumentPreviews = ReturnType<typeof createDocumentPreviews>;
