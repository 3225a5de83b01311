import { randomUUID } from 'node:crypto';
import { SEARCH_LIMITS } from '@teamhub/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { documents } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/sql-rows.js';
import { documentKey } from '../src/modules/documents/document-keys.js';
import { createDocumentText, TEXT_MAX_ATTEMPTS } from '../src/modules/documents/document-text.js';
import { createLocalDiskDriver } from '../src/modules/files/local-disk-driver.js';
import type { StorageDriver } from '../src/modules/files/storage-driver.js';
import { authHeaders } from './helpers/api.js';
import { uploadDocument } from './helpers/documents-sharing.js';
import { chunksOf, makeDocx, makeTextPdf, makeZip, settledText, textState } from './helpers/document-text.js';
import { makeImage } from './helpers/images.js';
import { createTestApp, registerUser, TEST_JWT_SECRET, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

const VIETNAMESE_PAGE = ['Tài liệu hướng dẫn sử dụng', 'Hợp đồng lao động năm 2024'];
const ENGLISH_PAGE = ['Quarterly budget review', 'Marketing expenses and forecasts'];

describeEachDatabase('document text extraction', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  const db = () => database().db;
  const disk = () => createLocalDiskDriver({ root: built.privateUploadsDir, tempDir: built.uploadTempRoot });

  beforeAll(async () => {
    built = await createTestApp(database());
    alice = await registerUser(built.app);
  });
  afterAll(async () => {
    await built?.app.close();
  });

  /** How many of the document's chunks the search configuration matches with `query` (a tsquery). */
  const matching = async (documentId: string, query: string) => {
    const rows = rowsOf<{ page: number | null }>(
      await db().execute(sql`SELECT page FROM document_text_chunks
        WHERE document_id = ${documentId} AND search_vector @@ to_tsquery('teamhub_search', ${query})
        ORDER BY chunk`),
    );
    return rows.map((row) => row.page);
  };

  /**
   * A document row and its file written straight to the database and storage, as one uploaded before
   * text extraction existed (pending, and no queue told of it).
   */
  const storedDocument = async (name: string, mimeType: string, bytes: Buffer) => {
    const storedName = `${randomUUID()}.${name.split('.').pop()}`;
    await disk().put(documentKey(storedName), bytes);
    const [row] = await db()
      .insert(documents)
      .values({ ownerId: alice.user._id, name, mimeType, size: bytes.length, storedName })
      .returning({ id: documents.id });
    if (!row) throw new Error('no document row');
    return row.id;
  };

  it('reads a PDF page by page after the upload; the words are found without their accents', async () => {
    const pdf = makeTextPdf([VIETNAMESE_PAGE, ENGLISH_PAGE]);
    const uploaded = await uploadDocument(built.app, alice, pdf, 'hop-dong.pdf');
    expect(await settledText(db(), uploaded.id)).toBe('ready');
    expect(await chunksOf(db(), uploaded.id)).toEqual([
      { chunk: 0, page: 1, content: VIETNAMESE_PAGE.join('\n') },
      { chunk: 1, page: 2, content: ENGLISH_PAGE.join('\n') },
    ]);
    expect(await matching(uploaded.id, 'tai & lieu')).toEqual([1]);
    expect(await matching(uploaded.id, 'hop & dong & lao & dong')).toEqual([1]);
    expect(await matching(uploaded.id, 'budget & forecasts')).toEqual([2]);
    expect(await matching(uploaded.id, 'budget & lieu')).toEqual([]);
  });

  it('reads a DOCX, and plain text and markdown files, in sections without pages', async () => {
    const docx = await makeDocx(['Biên bản cuộc họp ngày thứ Hai', 'Attendees & decisions']);
    const cases: [Buffer, string, string, string][] = [
      [docx, 'bien-ban.docx', 'Biên bản cuộc họp ngày thứ Hai\n\nAttendees & decisions', 'bien & ban & cuoc & hop'],
      [
        Buffer.from('\uFEFFGhi chú\u0000 cá   nhân\r\n\r\n\r\n\r\nsecond\tparagraph\n'),
        'notes.txt',
        'Ghi chú cá nhân\n\nsecond paragraph',
        'ghi & chu & ca & nhan',
      ],
      [
        Buffer.from('# Kế hoạch\n\n- Phát hành *bản mới*\n'),
        'plan.md',
        '# Kế hoạch\n\n- Phát hành *bản mới*',
        'ke & hoach',
      ],
    ];
    for (const [bytes, name, content, query] of cases) {
      const uploaded = await uploadDocument(built.app, alice, bytes, name);
      expect(await settledText(db(), uploaded.id), name).toBe('ready');
      expect(await chunksOf(db(), uploaded.id), name).toEqual([{ chunk: 0, page: null, content }]);
      expect(await matching(uploaded.id, query), name).toEqual([null]);
    }
  });

  it('cuts a long text into sections at paragraph boundaries and keeps at most the allowed characters', async () => {
    const paragraph = (index: number) => `Đoạn ${index}: ${'một hai ba bốn năm '.repeat(20).trim()}.`;
    const paragraphs = Array.from({ length: 2000 }, (_, index) => paragraph(index));
    const text = paragraphs.join('\n\n');
    expect(text.length).toBeGreaterThan(SEARCH_LIMITS.documentTextMaxChars);
    const uploaded = await uploadDocument(built.app, alice, Buffer.from(text), 'long.txt');
    expect(await settledText(db(), uploaded.id)).toBe('ready');
    const chunks = await chunksOf(db(), uploaded.id);
    expect(chunks.map((chunk) => chunk.chunk)).toEqual(chunks.map((_, index) => index));
    for (const chunk of chunks) {
      expect(chunk.page).toBeNull();
      expect(chunk.content.length).toBeLessThanOrEqual(3000);
    }
    for (const chunk of chunks.slice(0, -1)) expect(chunk.content.length).toBeGreaterThan(1500);
    const kept = chunks.reduce((sum, chunk) => sum + chunk.content.length, 0);
    expect(kept).toBeLessThanOrEqual(SEARCH_LIMITS.documentTextMaxChars);
    expect(kept).toBeGreaterThan(SEARCH_LIMITS.documentTextMaxChars - 5000);
    // Every section but the last (cut by the limit) ends where a paragraph did.
    for (const chunk of chunks.slice(0, -1)) expect(chunk.content.endsWith('.'), chunk.content.slice(-20)).toBe(true);
    expect(chunks.at(-1)?.content.endsWith('.')).toBe(false);
    expect(chunks[0]?.content.startsWith(`${paragraph(0)}\n\n${paragraph(1)}`)).toBe(true);
  });

  it('gives pictures, other kinds and files over the size limit no text, without failing', async () => {
    const oversized = Buffer.alloc(SEARCH_LIMITS.documentExtractMaxBytes + 1, 'tai lieu ');
    const cases: [Buffer, string][] = [
      [await makeImage('png', 40, 40), 'photo.png'],
      [await makeZip({ 'notes.txt': Buffer.from('tài liệu trong một tệp nén') }), 'archive.zip'],
      [oversized, 'huge.txt'],
      [Buffer.from(' \n\t \n'), 'blank.txt'],
    ];
    for (const [bytes, name] of cases) {
      const uploaded = await uploadDocument(built.app, alice, bytes, name);
      expect(await settledText(db(), uploaded.id), name).toBe('none');
      expect(await chunksOf(db(), uploaded.id), name).toEqual([]);
    }
  });

  it('tries a corrupt PDF again, then gives it up as failed with one warning, while the others go on', async () => {
    const brokenId = await storedDocument('broken.pdf', 'application/pdf', Buffer.from('%PDF-1.4\nnothing else\n'));
    const goodId = await storedDocument('good.pdf', 'application/pdf', makeTextPdf([ENGLISH_PAGE]));
    const warnings: unknown[] = [];
    const errors: unknown[] = [];
    const text = createDocumentText({
      db: db(),
      storage: disk(),
      log: { warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => errors.push(args) },
      retryDelayMs: 1,
    });
    try {
      text.enqueue([brokenId, goodId]);
      expect(await settledText(db(), goodId)).toBe('ready');
      expect(await settledText(db(), brokenId)).toBe('failed');
    } finally {
      await text.close();
    }
    expect(await textState(db(), brokenId)).toEqual({
      status: 'failed',
      attempts: TEXT_MAX_ATTEMPTS,
      claimedUntil: null,
    });
    expect(await chunksOf(db(), brokenId)).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('extracts each document once when two servers share the database', async () => {
    const id = await storedDocument('shared.pdf', 'application/pdf', makeTextPdf([VIETNAMESE_PAGE]));
    // Two processes' queues; the first one's read of the file waits until the second has tried too.
    let reads = 0;
    let reading!: () => void;
    let release!: () => void;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    const secondTried = new Promise<void>((resolve) => (release = resolve));
    const storage: StorageDriver = {
      ...disk(),
      async read(key, range) {
        reads += 1;
        if (reads === 1) {
          reading();
          await secondTried;
        }
        return disk().read(key, range);
      },
    };
    const log = { warn: () => undefined, error: () => undefined };
    const first = createDocumentText({ db: db(), storage, log });
    const second = createDocumentText({ db: db(), storage, log });
    first.enqueue([id]);
    await readStarted;
    second.enqueue([id]);
    await second.close();
    release();
    await first.close();

    expect(reads).toBe(1);
    expect(await textState(db(), id)).toMatchObject({ status: 'ready', attempts: 1 });
    expect(await chunksOf(db(), id)).toHaveLength(1);
  });

  it('writes nothing for a document deleted while its text was read', async () => {
    const id = await storedDocument('brief.txt', 'text/plain', Buffer.from('ngắn gọn'));
    let reading!: () => void;
    let release!: () => void;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    const deleted = new Promise<void>((resolve) => (release = resolve));
    const storage: StorageDriver = {
      ...disk(),
      async read(key, range) {
        reading();
        await deleted;
        return disk().read(key, range);
      },
    };
    const errors: unknown[] = [];
    const text = createDocumentText({
      db: db(),
      storage,
      log: { warn: (...args: unknown[]) => errors.push(args), error: (...args: unknown[]) => errors.push(args) },
    });
    text.enqueue([id]);
    await readStarted;
    await db().delete(documents).where(eq(documents.id, id));
    release();
    await text.close();
    expect(errors).toEqual([]);
    expect(await chunksOf(db(), id)).toEqual([]);
  });

  it('extracts at start what was left pending (documents from before the upgrade), replacing any earlier chunks', async () => {
    const before = await storedDocument(
      'from-before.pdf',
      'application/pdf',
      makeTextPdf([VIETNAMESE_PAGE, ENGLISH_PAGE]),
    );
    const again = await uploadDocument(built.app, alice, Buffer.from('lần trước'), 'again.txt');
    expect(await settledText(db(), again.id)).toBe('ready');
    // As if the server had stopped before writing its outcome: pending, its old chunks still there.
    await db().update(documents).set({ textStatus: 'pending', textAttempts: 0 }).where(eq(documents.id, again.id));
    expect(await textState(db(), before)).toMatchObject({ status: 'pending' });

    // A new server on the same database and storage.
    const restarted = await buildApp({
      database: database(),
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent',
      uploadsDir: built.uploadsDir,
      privateUploadsDir: built.privateUploadsDir,
      uploadTempRoot: built.uploadTempRoot,
    });
    try {
      await restarted.app.ready();
      expect(await settledText(db(), before)).toBe('ready');
      expect(await settledText(db(), again.id)).toBe('ready');
    } finally {
      await restarted.app.close();
    }
    expect((await chunksOf(db(), before)).map((chunk) => chunk.page)).toEqual([1, 2]);
    expect(await chunksOf(db(), again.id)).toEqual([{ chunk: 0, page: null, content: 'lần trước' }]);
  });

  it('deletes the chunks with a document deleted for good', async () => {
    const uploaded = await uploadDocument(built.app, alice, Buffer.from('xóa vĩnh viễn'), 'gone.txt');
    expect(await settledText(db(), uploaded.id)).toBe('ready');
    expect(await chunksOf(db(), uploaded.id)).toHaveLength(1);
    const call = (method: 'DELETE', url: string, payload: object) =>
      built.app.inject({ method, url, headers: authHeaders(alice.token), payload });
    expect((await call('DELETE', '/api/documents', { ids: [uploaded.id] })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/documents/trash', { ids: [uploaded.id] })).statusCode).toBe(200);
    expect(await chunksOf(db(), uploaded.id)).toEqual([]);
  });
});
