import { SEARCH_LIMITS } from '@teamhub/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { StorageDriver } from '../files/storage-driver.js';
import { readAll, StoredFileTooLargeError } from './document-bytes.js';
import { documentKey } from './document-keys.js';
import type { TextChunk } from './document-text-chunking.js';
import { extractText, textSourceOf } from './document-text-extract.js';
import { createDocumentTextRepository, type TextSubject } from './document-text.repository.js';

/**
 * How long a process holds an extraction it is doing: far longer than the slowest one (a long PDF
 * takes seconds), so that only a process that died lets one go for another to take.
 */
const TEXT_HOLD_MS = 10 * 60 * 1000;
/** Extractions tried before a document is 'failed' (found by its name only). */
export const TEXT_MAX_ATTEMPTS = 3;
/** The wait before the next attempt after a failure, times the attempts so far (1 min, then 2). */
const RETRY_DELAY_MS = 60 * 1000;

export interface DocumentTextOptions {
  db: Database;
  /** The private storage holding the documents. */
  storage: StorageDriver;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** RETRY_DELAY_MS unless told (tests retry at once). */
  retryDelayMs?: number;
}

/**
 * The words inside documents, extracted after the upload has answered so that search finds them:
 * PDF pages, DOCX and plain text files become chunks (document_text_chunks, status 'ready'), other
 * kinds, files over SEARCH_LIMITS.documentExtractMaxBytes and files without any text get 'none'. One
 * at a time, in the order asked: pdf.js works in this thread. A file that cannot be read is tried
 * again a little later, and after TEXT_MAX_ATTEMPTS it is 'failed' (one warning in the log).
 */
export function createDocumentText(options: DocumentTextOptions) {
  const { storage, log } = options;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const repository = createDocumentTextRepository(options.db);
  const waiting: string[] = [];
  const queued = new Set<string>();
  const retries = new Set<NodeJS.Timeout>();
  let running: Promise<void> | null = null;
  let closed = false;

  const giveUp = async (subject: TextSubject, error: unknown) => {
    log.warn({ err: error, documentId: subject.id, attempts: subject.attempts }, 'document text extraction failed');
    await repository.finish(subject, 'failed', []);
  };

  const retryLater = async (subject: TextSubject) => {
    await repository.release(subject);
    const timer = setTimeout(() => {
      retries.delete(timer);
      enqueue([subject.id]);
    }, retryDelayMs * subject.attempts);
    timer.unref();
    retries.add(timer);
  };

  async function extract(documentId: string) {
    const subject = await repository.claim(documentId, TEXT_HOLD_MS);
    // Deleted meanwhile, or done (or being done) by another process sharing the database.
    if (!subject) return;
    if (subject.attempts > TEXT_MAX_ATTEMPTS) {
      // Every attempt so far ended with its process: never let this file stop one again.
      await giveUp(subject, new Error('the earlier attempts never finished'));
      return;
    }
    const source = textSourceOf(subject.mimeType);
    const maxBytes = SEARCH_LIMITS.documentExtractMaxBytes;
    if (!source || subject.size > maxBytes) {
      await repository.finish(subject, 'none', []);
      return;
    }
    let chunks: TextChunk[];
    try {
      chunks = await extractText(source, await readAll(await storage.read(documentKey(subject.storedName)), maxBytes));
    } catch (error) {
      if (error instanceof StoredFileTooLargeError) await repository.finish(subject, 'none', []);
      else if (subject.attempts >= TEXT_MAX_ATTEMPTS) await giveUp(subject, error);
      else await retryLater(subject);
      return;
    }
    await repository.finish(subject, chunks.length > 0 ? 'ready' : 'none', chunks);
  }

  async function drain() {
    for (let next = waiting.shift(); next !== undefined && !closed; next = waiting.shift()) {
      queued.delete(next);
      try {
        await extract(next);
      } catch (error) {
        // A database failure: the row stays 'pending' (held a while), tried again at a later catch-up.
        log.error({ err: error, documentId: next }, 'document text could not be saved');
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

  function enqueue(documentIds: string[]) {
    if (closed) return;
    for (const id of documentIds) {
      if (queued.has(id)) continue;
      queued.add(id);
      waiting.push(id);
    }
    start();
  }

  return {
    /** Queues the extraction of freshly stored documents (the upload's `onUploaded`). */
    enqueue,
    /**
     * Queues every document still pending: those uploaded before text search existed, and those a
     * process that stopped (or died holding them) left (at start, and now and then).
     */
    async resumePending() {
      enqueue(await repository.pendingIds());
    },
    /** Stops taking work and waits for the extraction in progress, so nothing runs after the database closes. */
    async close() {
      closed = true;
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      await running;
    },
  };
}

export type DocumentText = ReturnType<typeof createDocumentText>;
