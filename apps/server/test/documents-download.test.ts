import type { DocumentView } from '@teamhub/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDocumentUrls } from '../src/modules/documents/document-urls.js';
import { authHeaders, callApi, en, expectFailure } from './helpers/api.js';
import { makePdf } from './helpers/chat-files.js';
import { uploaded } from './helpers/documents.js';
import { createTestApp, registerUser, TEST_JWT_SECRET, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('documents download', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let report: DocumentView;
  const pdf = makePdf();
  const urls = createDocumentUrls(TEST_JWT_SECRET);
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    built.app.inject({ method: 'GET', url, headers: authHeaders(token, headers) });

  beforeAll(async () => {
    built = await createTestApp(database());
    [alice, bob] = [await registerUser(built.app), await registerUser(built.app)];
    [report] = (await uploaded(built.app, alice.token, [{ bytes: pdf, name: 'Báo cáo "quý" 1.pdf' }])) as [
      DocumentView,
    ];
  });
  afterAll(async () => {
    await built?.app.close();
  });

  it('sends the bytes by id or stored name as an attachment with the UTF-8 name', async () => {
    for (const slot of [report.id, report.filename, report.id.toUpperCase()]) {
      const response = await get(`/api/documents/${slot}/download`, alice.token);
      expect(response.statusCode, slot).toBe(200);
      expect(response.rawPayload.equals(pdf)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
        'content-disposition': `attachment; filename="B_o c_o _qu__ 1.pdf"; filename*=UTF-8''${encodeURIComponent('Báo cáo "quý" 1.pdf')}`,
      });
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('answers ranges with 206 and Content-Range, and 416 past the end', async () => {
    const part = await get(`/api/documents/${report.id}/download`, alice.token, { range: 'bytes=2-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${pdf.length}`);
    expect(part.rawPayload.equals(pdf.subarray(2, 10))).toBe(true);
    const tail = await get(`/api/documents/${report.id}/download`, alice.token, { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 5))).toBe(true);
    const past = await get(`/api/documents/${report.id}/download`, alice.token, { range: `bytes=${pdf.length + 10}-` });
    expect(past.statusCode).toBe(416);
  });

  it('is the owner’s alone: 401 without a token, 404 for anyone else', async () => {
    expectFailure(await get(`/api/documents/${report.id}/download`), 401, en('auth.required'));
    expectFailure(await get(`/api/documents/${report.id}/download`, bob.token), 404, en('documents.notFound'));
    expectFailure(await get(`/api/documents/${report.filename}/download`, bob.token), 404, en('documents.notFound'));
  });

  it('opens with a signed link token of the owner, not with a forged or borrowed one', async () => {
    const own = await get(urls.signedDownload(report.id, alice.user.id));
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    // Bob signing a link for himself opens nothing of Alice's.
    expectFailure(await get(urls.signedDownload(report.id, bob.user.id)), 404, en('documents.notFound'));
    const [other] = (await uploaded(built.app, bob.token, [{ bytes: 'b', name: 'b.txt' }])) as [DocumentView];
    const borrowed = urls.signedDownload(other.id, bob.user.id).split('?')[1];
    expectFailure(await get(`/api/documents/${report.id}/download?${borrowed}`), 401, en('auth.invalidToken'));
    expectFailure(await get(`/api/documents/${report.id}/download?t=forged`), 401, en('auth.invalidToken'));
    const chatLinks = createDocumentUrls(`${TEST_JWT_SECRET}-other`);
    expectFailure(await get(chatLinks.signedDownload(report.id, alice.user.id)), 401, en('auth.invalidToken'));
  });

  it('serves HTML, SVG, XML and scripts inert: bytes to save, never a page', async () => {
    const dangerous = await uploaded(built.app, alice.token, [
      { bytes: '<!doctype html><script>alert(1)</script>', name: 'page.html', type: 'text/html' },
      { bytes: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', name: 'logo.svg', type: 'image/svg+xml' },
      { bytes: '<?xml version="1.0"?><a/>', name: 'data.xml' },
      { bytes: 'alert(1)', name: 'app.js' },
    ]);
    for (const document of dangerous) {
      const response = await get(`/api/documents/${document.id}/download`, alice.token);
      expect(response.statusCode, document.name).toBe(200);
      expect(response.headers['content-type'], document.name).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    }
    const text = (await uploaded(built.app, alice.token, [{ bytes: 'chào', name: 'a.txt' }]))[0] as DocumentView;
    const response = await get(`/api/documents/${text.id}/download`, alice.token);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('chào');
  });

  it('takes only a stored name’s exact shape: paths and traversal attempts find nothing', async () => {
    const attempts = [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '%2E%2E',
      '..',
      `${report.filename}%2F..`,
      `..%2Fdocuments%2F${report.filename}`,
      `${report.filename.toUpperCase()}x`,
      `${report.id}.pdf.exe`,
      'jwt-secret',
      'not-a-name',
    ];
    for (const attempt of attempts) {
      const response = await get(`/api/documents/${attempt}/download`, alice.token);
      expect([400, 404], attempt).toContain(response.statusCode);
      expect(response.rawPayload.equals(pdf), attempt).toBe(false);
      expect(response.headers['content-type'], attempt).toMatch(/^application\/json/);
    }
  });

  it('does not serve a document in the trash', async () => {
    const [doomed] = (await uploaded(built.app, alice.token, [{ bytes: 'bye', name: 'bye.txt' }])) as [DocumentView];
    expect((await callApi(built.app, 'DELETE', '/api/documents', alice.token, { ids: [doomed.id] })).statusCode).toBe(
      200,
    );
    expectFailure(await get(`/api/documents/${doomed.id}/download`, alice.token), 404, en('documents.notFound'));
  });
});
