import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { LIMITS } from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { documents } from '../src/db/schema/index.js';
import { createDocumentPreviews } from '../src/modules/documents/document-previews.js';
import { createLocalDiskDriver } from '../src/modules/files/local-disk-driver.js';
import type { StorageDriver } from '../src/modules/files/storage-driver.js';
import { authHeaders } from './helpers/api.js';
import { makeSidewaysJpeg, makeImage, pixelAt } from './helpers/images.js';
import { listedDocument, settledPreview, uploadDocument } from './helpers/documents-sharing.js';
import { createTestApp, registerUser, TEST_JWT_SECRET, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** A one-page PDF drawing a blue square on white: its preview is blue in the middle. */
function makeDrawnPdf(): Buffer {
  const content = '0 0 1 rg 50 50 100 100 re f';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
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

/** A PNG whose header claims 30000×30000 pixels (900 million) over no image data at all. */
function makeHugeClaimPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
}

describeEachDatabase('document previews', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const get = (url: string, token?: string) => built.app.inject({ method: 'GET', url, headers: authHeaders(token) });

  beforeAll(async () => {
    built = await createTestApp(database());
    [alice, bob] = [await registerUser(built.app), await registerUser(built.app)];
  });
  afterAll(async () => {
    await built?.app.close();
  });

  /** Fetches a ready preview through its signed link; answers the picture. */
  const previewOf = async (url: string | null) => {
    expect(url).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/preview\?t=/u);
    const response = await get(url as string);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    return response.rawPayload;
  };

  it('makes a WebP thumbnail of a PNG after the upload, within the preview size, for its owner only', async () => {
    const uploaded = await uploadDocument(built.app, alice, await makeImage('png', 1200, 600), 'wide.png');
    const document = await settledPreview(built.app, alice, uploaded);
    expect(document.preview.status).toBe('ready');
    const picture = await previewOf(document.preview.url);
    const { format, width, height, exif } = await sharp(picture).metadata();
    expect({ format, width, height, exif }).toEqual({
      format: 'webp',
      width: LIMITS.documents.previewPx,
      height: LIMITS.documents.previewPx / 2,
      exif: undefined,
    });
    expect(await pixelAt(picture, 10, 10)).toEqual([
      expect.closeTo(255, -1),
      expect.closeTo(0, -1),
      expect.closeTo(0, -1),
    ]);

    const byToken = await get(`/api/documents/${document.id}/preview`, alice.token);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toBe('image/webp');
    expect((await get(`/api/documents/${document.id}/preview`, bob.token)).statusCode).toBe(404);
    expect((await get(`/api/documents/${document.id}/preview`)).statusCode).toBe(401);
  });

  it('turns a JPEG upright by its EXIF orientation', async () => {
    const uploaded = await uploadDocument(built.app, alice, await makeSidewaysJpeg(), 'sideways.jpg');
    const document = await settledPreview(built.app, alice, uploaded);
    expect(document.preview.status).toBe('ready');
    const picture = await previewOf(document.preview.url);
    const { width, height } = await sharp(picture).metadata();
    expect([width, height]).toEqual([LIMITS.documents.previewPx / 2, LIMITS.documents.previewPx]);
    const [red] = await pixelAt(picture, 80, 40);
    const [, , blue] = await pixelAt(picture, 80, 280);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeGreaterThan(200);
  });

  it('draws the first page of a PDF', async () => {
    const uploaded = await uploadDocument(built.app, alice, makeDrawnPdf(), 'drawing.pdf');
    const document = await settledPreview(built.app, alice, uploaded);
    expect(document.preview.status).toBe('ready');
    const picture = await previewOf(document.preview.url);
    const { width, height } = await sharp(picture).metadata();
    expect([width, height]).toEqual([LIMITS.documents.previewPx, LIMITS.documents.previewPx]);
    expect(await pixelAt(picture, 10, 10)).toEqual([
      expect.closeTo(255, -1),
      expect.closeTo(255, -1),
      expect.closeTo(255, -1),
    ]);
    const [red, green, blue] = await pixelAt(picture, 160, 160);
    expect([red, green]).toEqual([expect.closeTo(0, -1), expect.closeTo(0, -1)]);
    expect(blue).toBeGreaterThan(200);
  });

  it('marks pictures and PDFs that cannot be drawn as failed, without a preview, and keeps serving', async () => {
    const png = await makeImage('png', 40, 40);
    const cases: [Buffer, string][] = [
      [png.subarray(0, 60), 'cut.png'],
      [makeHugeClaimPng(), 'huge.png'],
      [Buffer.from('%PDF-1.4\nnothing else\n', 'latin1'), 'broken.pdf'],
    ];
    for (const [bytes, name] of cases) {
      const document = await settledPreview(built.app, alice, await uploadDocument(built.app, alice, bytes, name));
      expect(document.preview, name).toEqual({ status: 'failed', url: null });
      expect((await get(`/api/documents/${document.id}/preview`, alice.token)).statusCode, name).toBe(404);
    }
    // The next picture still gets its preview.
    const after = await uploadDocument(built.app, alice, png, 'after.png');
    expect((await settledPreview(built.app, alice, after)).preview.status).toBe('ready');
  });

  it('gives text and other kinds no preview', async () => {
    for (const [bytes, name] of [
      [Buffer.from('xin chào\n'), 'notes.txt'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'vector.svg'],
    ] as const) {
      const document = await settledPreview(built.app, alice, await uploadDocument(built.app, alice, bytes, name));
      expect(document.preview, name).toEqual({ status: 'none', url: null });
    }
  });

  it('makes at start the previews a stopped server left pending', async () => {
    const uploaded = await uploadDocument(built.app, alice, await makeImage('gif', 30, 30), 'left.gif');
    await settledPreview(built.app, alice, uploaded);
    // As if the server had stopped before drawing it.
    await database()
      .db.update(documents)
      .set({ previewStatus: 'pending', previewKey: null })
      .where(eq(documents.id, uploaded.id));
    expect((await listedDocument(built.app, alice, uploaded)).preview.status).toBe('pending');

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
      const document = await settledPreview(restarted.app, alice, uploaded);
      expect(document.preview.status).toBe('ready');
    } finally {
      await restarted.app.close();
    }
  });

  it('drops the preview of a document deleted while it was being drawn', async () => {
    const uploaded = await uploadDocument(built.app, alice, await makeImage('png', 50, 50), 'brief.png');
    await settledPreview(built.app, alice, uploaded);
    const previewFile = path.join(built.privateUploadsDir, 'document-previews', `${uploaded.id}.webp`);
    // Back to freshly uploaded: pending, no picture yet.
    rmSync(previewFile);
    const { db } = database();
    await db.update(documents).set({ previewStatus: 'pending', previewKey: null }).where(eq(documents.id, uploaded.id));

    // A queue whose reads of the document wait until the test has deleted its row.
    const disk = createLocalDiskDriver({ root: built.privateUploadsDir, tempDir: built.uploadTempRoot });
    let reading!: () => void;
    let release!: () => void;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    const deleted = new Promise<void>((resolve) => (release = resolve));
    const storage: StorageDriver = {
      ...disk,
      async read(key, range) {
        reading();
        await deleted;
        return disk.read(key, range);
      },
    };
    const errors: unknown[] = [];
    const previews = createDocumentPreviews({
      db,
      storage,
      log: { warn: (...args: unknown[]) => errors.push(args), error: (...args: unknown[]) => errors.push(args) },
    });
    previews.enqueue([uploaded.id]);
    await readStarted;
    await db.delete(documents).where(eq(documents.id, uploaded.id));
    release();
    await previews.close();
    expect(errors).toEqual([]);
    expect(existsSync(previewFile)).toBe(false);
  });

  it('makes each preview once when several servers share the database and storage', async () => {
    const uploaded = await uploadDocument(built.app, alice, await makeImage('png', 40, 40), 'shared.png');
    await settledPreview(built.app, alice, uploaded);
    const { db } = database();
    await db.update(documents).set({ previewStatus: 'pending', previewKey: null }).where(eq(documents.id, uploaded.id));

    // Two processes' queues; the first one's read of the document waits until the second has tried too.
    const disk = createLocalDiskDriver({ root: built.privateUploadsDir, tempDir: built.uploadTempRoot });
    let reads = 0;
    let reading!: () => void;
    let release!: () => void;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    const secondTried = new Promise<void>((resolve) => (release = resolve));
    const storage: StorageDriver = {
      ...disk,
      async read(key, range) {
        reads += 1;
        if (reads === 1) {
          reading();
          await secondTried;
        }
        return disk.read(key, range);
      },
    };
    const log = { warn: () => undefined, error: () => undefined };
    const first = createDocumentPreviews({ db, storage, log });
    const second = createDocumentPreviews({ db, storage, log });
    first.enqueue([uploaded.id]);
    await readStarted;
    second.enqueue([uploaded.id]);
    await second.close();
    release();
    await first.close();

    expect(reads).toBe(1);
    const document = await listedDocument(built.app, alice, uploaded);
    expect(document.preview.status).toBe('ready');
    expect(existsSync(path.join(built.privateUploadsDir, 'document-previews', `${uploaded.id}.webp`))).toBe(true);
  });
});
