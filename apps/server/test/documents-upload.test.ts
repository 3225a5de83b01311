import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LIMITS, type DocumentView, type UsageAnswer } from '@teamhub/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documents } from '../src/db/schema/index.js';
import { callApi, en, expectData, expectFailure } from './helpers/api.js';
import { makePdf } from './helpers/chat-files.js';
import { settledPreview } from './helpers/documents-sharing.js';
import { storedDocuments, uploadDocuments, uploaded } from './helpers/documents.js';
import { makeImage } from './helpers/images.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';
import { tempFiles } from './helpers/upload-temp.js';

const QUOTA = 1000;

describeEachDatabase('documents upload', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  const rowsOf = (ownerId: string) => database().db.select().from(documents).where(eq(documents.ownerId, ownerId));

  beforeAll(async () => {
    built = await createTestApp(database());
    alice = await registerUser(built.app);
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('keeps many files at once, typed by their bytes, with their names', async () => {
    const png = await makeImage('png', 20, 10);
    const answer = await uploaded(built.app, alice.token, [
      { bytes: png, name: 'photo.txt', type: 'text/plain' },
      { bytes: makePdf(), name: 'Báo cáo quý.PDF' },
      { bytes: 'xin chào\n', name: 'notes.txt' },
      { bytes: Buffer.from([1, 2, 3, 0, 9]), name: 'blob' },
    ]);
    expect(answer.map((document) => [document.name, document.type, document.size])).toEqual([
      ['photo.txt', 'image/png', png.length],
      ['Báo cáo quý.PDF', 'application/pdf', makePdf().length],
      ['notes.txt', 'text/plain', 10],
      ['blob', 'application/octet-stream', 5],
    ]);
    const [photo, report, , blob] = answer as [DocumentView, DocumentView, DocumentView, DocumentView];
    expect(photo.filename).toMatch(/^[0-9a-f-]{36}\.txt$/);
    expect(report.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(blob.filename).toMatch(/^[0-9a-f-]{36}$/);
    expect(report).toMatchObject({
      _id: report.id,
      path: `documents/${report.filename}`,
      url: `/api/documents/${report.id}/download`,
      folderId: null,
      trashedAt: null,
      preview: { status: 'pending', url: null },
    });
    expect(storedDocuments(built.privateUploadsDir)).toEqual(
      expect.arrayContaining(answer.map((document) => document.filename)),
    );
    expect(tempFiles(built.uploadTempRoot)).toEqual([]);
    const usage = expectData<UsageAnswer>(await callApi(built.app, 'GET', '/api/documents/usage', alice.token));
    expect(usage).toEqual({
      usedBytes: answer.reduce((sum, document) => sum + document.size, 0),
      quotaBytes: LIMITS.documents.defaultQuotaMb * 1024 * 1024,
    });
    // The picture's and the PDF's previews are drawn after the answer: let them finish, or their
    // writes (staged in the temp folder) would show up in the next test's "nothing left" checks.
    for (const document of [photo, report]) await settledPreview(built.app, alice, document);
  });

  it('puts the files into the folder named before them, and refuses a folder not the caller’s', async () => {
    const folder = (await callApi(built.app, 'POST', '/api/documents/folders', alice.token, { name: 'Work' })).json<{
      data: { id: string };
    }>().data;
    const [inFolder] = await uploaded(built.app, alice.token, [{ bytes: 'a', name: 'a.txt' }], folder.id);
    expect(inFolder?.folderId).toBe(folder.id);

    const bob = await registerUser(built.app);
    const before = storedDocuments(built.privateUploadsDir).length;
    expectFailure(
      await uploadDocuments(built.app, bob.token, [{ bytes: 'b', name: 'b.txt' }], folder.id),
      404,
      en('documents.folderNotFound'),
    );
    expectFailure(
      await uploadDocuments(built.app, bob.token, [{ bytes: 'b', name: 'b.txt' }], '../x'),
      404,
      en('documents.folderNotFound'),
    );
    expect(await rowsOf(bob.user.id)).toEqual([]);
    expect(storedDocuments(built.privateUploadsDir)).toHaveLength(before);
    expect(tempFiles(built.uploadTempRoot)).toEqual([]);
  });

  it('needs a sign-in, at least one file and at most the per-upload count', async () => {
    expectFailure(
      await uploadDocuments(built.app, undefined, [{ bytes: 'a', name: 'a.txt' }]),
      401,
      en('auth.required'),
    );
    expectFailure(await uploadDocuments(built.app, alice.token, []), 400, en('documents.filesRequired'));
    expectFailure(
      await callApi(built.app, 'POST', '/api/documents/upload', alice.token, { documents: [] }),
      400,
      en('documents.filesRequired'),
    );
    const before = (await rowsOf(alice.user.id)).length;
    const many = Array.from({ length: LIMITS.documents.filesPerUpload + 1 }, (_, index) => ({
      bytes: `file ${index}`,
      name: `f${index}.txt`,
    }));
    expectFailure(await uploadDocuments(built.app, alice.token, many), 400, en('documents.tooManyFiles'));
    expect(await rowsOf(alice.user.id)).toHaveLength(before);
    expect(tempFiles(built.uploadTempRoot)).toEqual([]);
  });

  it('keeps nothing when storing a file fails', async () => {
    const folder = path.join(built.privateUploadsDir, 'documents');
    const before = storedDocuments(built.privateUploadsDir).length;
    const rowsBefore = (await rowsOf(alice.user.id)).length;
    renameSync(folder, `${folder}-aside`);
    // A plain file where the folder should be: moving an upload into storage fails.
    writeFileSync(folder, '');
    try {
      const response = await uploadDocuments(built.app, alice.token, [
        { bytes: 'one', name: 'one.txt' },
        { bytes: 'two', name: 'two.txt' },
      ]);
      expect(response.statusCode).toBe(500);
    } finally {
      rmSync(folder);
      renameSync(`${folder}-aside`, folder);
    }
    expect(await rowsOf(alice.user.id)).toHaveLength(rowsBefore);
    expect(storedDocuments(built.privateUploadsDir)).toHaveLength(before);
    expect(tempFiles(built.uploadTempRoot)).toEqual([]);
  });

  it('removes the stored files again when the rows cannot be written', async () => {
    const { db } = database();
    await db.execute(sql`CREATE FUNCTION refuse_document() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'refused.txt' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_document BEFORE INSERT ON documents
      FOR EACH ROW EXECUTE FUNCTION refuse_document()`);
    const before = storedDocuments(built.privateUploadsDir);
    const rowsBefore = (await rowsOf(alice.user.id)).length;
    try {
      const response = await uploadDocuments(built.app, alice.token, [
        { bytes: 'fine', name: 'fine.txt' },
        { bytes: 'no', name: 'refused.txt' },
      ]);
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_document ON documents`);
      await db.execute(sql`DROP FUNCTION refuse_document()`);
    }
    expect(await rowsOf(alice.user.id)).toHaveLength(rowsBefore);
    expect(storedDocuments(built.privateUploadsDir)).toEqual(before);
    expect(tempFiles(built.uploadTempRoot)).toEqual([]);
  });

  it('leaves nothing behind when the client goes away mid-upload', async () => {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = built.app.server.address() as AddressInfo;
    const before = storedDocuments(built.privateUploadsDir).length;
    const rowsBefore = (await rowsOf(alice.user.id)).length;
    const boundary = '----teamhub-interrupted';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/documents/upload',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 10 * 1024 * 1024),
      },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.alloc(256 * 1024, 7));
    // The file is arriving in the temp folder: then the client disappears.
    await vi.waitFor(() => expect(tempFiles(built.uploadTempRoot)).toHaveLength(1), { timeout: 10_000 });
    request.destroy();
    await vi.waitFor(() => expect(tempFiles(built.uploadTempRoot)).toEqual([]), { timeout: 10_000 });
    expect(await rowsOf(alice.user.id)).toHaveLength(rowsBefore);
    expect(storedDocuments(built.privateUploadsDir)).toHaveLength(before);
  });
});

describeEachDatabase('documents quota', ({ database }) => {
  let built: TestApp;
  const rowsOf = (ownerId: string) => database().db.select().from(documents).where(eq(documents.ownerId, ownerId));

  beforeAll(async () => {
    built = await createTestApp(database(), { documentsQuotaBytes: QUOTA });
  });
  afterAll(async () => {
    await built?.app.close();
  });

  describe('one user', () => {
    let carol: RegisteredUser;
    beforeAll(async () => {
      carol = await registerUser(built.app);
    });

    it('answers 413 past the quota, keeping nothing of the request', async () => {
      await uploaded(built.app, carol.token, [{ bytes: Buffer.alloc(600, 1), name: 'first.bin' }]);
      const stored = storedDocuments(built.privateUploadsDir);
      // The first file fits, the second goes over: neither is kept.
      const response = await uploadDocuments(built.app, carol.token, [
        { bytes: Buffer.alloc(100, 2), name: 'small.bin' },
        { bytes: Buffer.alloc(400, 3), name: 'large.bin' },
      ]);
      expectFailure(response, 413, en('documents.quotaExceeded'));
      expect(await rowsOf(carol.user.id)).toHaveLength(1);
      expect(storedDocuments(built.privateUploadsDir)).toEqual(stored);
      expect(tempFiles(built.uploadTempRoot)).toEqual([]);
      // Exactly up to the quota is fine; the trash counts too.
      await uploaded(built.app, carol.token, [{ bytes: Buffer.alloc(400, 4), name: 'rest.bin' }]);
      const usage = expectData<UsageAnswer>(await callApi(built.app, 'GET', '/api/documents/usage', carol.token));
      expect(usage).toEqual({ usedBytes: QUOTA, quotaBytes: QUOTA });
    });

    it('counts the trash: only emptying it makes room', async () => {
      const [document] = (await rowsOf(carol.user.id)).filter((row) => row.name === 'rest.bin');
      expect(
        (await callApi(built.app, 'DELETE', '/api/documents', carol.token, { ids: [document?.id] })).statusCode,
      ).toBe(200);
      expectFailure(
        await uploadDocuments(built.app, carol.token, [{ bytes: Buffer.alloc(10), name: 'x.bin' }]),
        413,
        en('documents.quotaExceeded'),
      );
      expect((await callApi(built.app, 'DELETE', '/api/documents/trash', carol.token)).statusCode).toBe(200);
      await uploaded(built.app, carol.token, [{ bytes: Buffer.alloc(10), name: 'x.bin' }]);
    });
  });

  it('lets at most one of two parallel uploads near the limit pass', async () => {
    const dave = await registerUser(built.app);
    const stored = storedDocuments(built.privateUploadsDir).length;
    const responses = await Promise.all(
      [1, 2].map((n) => uploadDocuments(built.app, dave.token, [{ bytes: Buffer.alloc(600, n), name: `${n}.bin` }])),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 413]);
    expect(await rowsOf(dave.user.id)).toHaveLength(1);
    expect(storedDocuments(built.privateUploadsDir)).toHaveLength(stored + 1);
    expect(tempFiles(built.uploadTempRoot)).toEqual([]);
  });
});
