import {
  LIMITS,
  parseFileMessageContent,
  type ApiSuccess,
  type MessageView,
  type ShareLinkView,
} from '@teamhub/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { documentShareLinks } from '../src/db/schema/index.js';
import { authHeaders, callApi, en, expectData, expectFailure } from './helpers/api.js';
import { makeZip } from './helpers/chat-files.js';
import { createGroup, historyOf, nextEvent, openDirect, socketPool } from './helpers/chat.js';
import { uploadDocument } from './helpers/documents-sharing.js';
import { makeImage } from './helpers/images.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('document sharing', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let aliceAndBob: string;
  let bobAndCarol: string;
  const sockets = socketPool(() => built);
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    built.app.inject({ method: 'GET', url, headers: authHeaders(token, headers) });

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, bob, carol] = [await registerUser(built.app), await registerUser(built.app), await registerUser(built.app)];
    aliceAndBob = (await openDirect(built.app, alice, bob)).id;
    bobAndCarol = (await openDirect(built.app, bob, carol)).id;
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    await built?.app.close();
  });

  const share = (user: RegisteredUser, documentId: string, conversationId: string) =>
    callApi(built.app, 'POST', `/api/documents/${documentId}/share`, user.token, { conversationId });
  const createLink = (user: RegisteredUser, documentId: string, body: unknown = { expiresInDays: 7 }) =>
    callApi(built.app, 'POST', `/api/documents/${documentId}/links`, user.token, body);
  const linksOf = async (user: RegisteredUser, documentId: string) =>
    expectData<ShareLinkView[]>(await callApi(built.app, 'GET', `/api/documents/${documentId}/links`, user.token));
  const newLink = async (documentId: string, body?: unknown) => {
    const response = await createLink(alice, documentId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ApiSuccess<ShareLinkView>>().data;
  };

  it('sends a copy into a conversation: the other member gets it live and opens it', async () => {
    const bytes = await makeImage('png', 30, 20);
    const document = await uploadDocument(built.app, alice, bytes, 'Ảnh nhóm.png');
    const bobSocket = await sockets.connect(bob);
    const received = nextEvent<MessageView>(bobSocket, 'new-message');

    const message = expectData<MessageView>(await share(alice, document.id, aliceAndBob));
    expect(message).toMatchObject({
      conversationId: aliceAndBob,
      messageType: 'image',
      sender: { _id: alice.user.id },
    });
    const live = await received;
    expect(live.id).toBe(message.id);
    const file = parseFileMessageContent(live.content);
    expect(file?.filename).toBe('Ảnh nhóm.png');
    expect(file?.url).toMatch(/^\/api\/chats\/files\/[0-9a-f-]{36}\/[^?]+\?t=/u);

    // Bob's own link opens it, and so does his bearer token on the stable path; the bytes are the document's.
    const byLink = await get(file?.url as string);
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect(byLink.rawPayload.equals(bytes)).toBe(true);
    const byToken = await get((file?.url as string).split('?')[0] as string, bob.token);
    expect(byToken.rawPayload.equals(bytes)).toBe(true);
    // Carol is not in the conversation.
    expect((await get((file?.url as string).split('?')[0] as string, carol.token)).statusCode).toBe(404);
    expect((await historyOf(built.app, bob, aliceAndBob)).messages.map((item) => item.id)).toContain(message.id);
    // The document itself stays private.
    expect((await get(`/api/documents/${document.id}/download`, bob.token)).statusCode).toBe(404);
  });

  it('shares a PDF as a file message into a group', async () => {
    const group = await createGroup(built.app, alice, [bob, carol]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
    const document = await uploadDocument(built.app, alice, pdf, 'report.pdf');
    const carolSocket = await sockets.connect(carol);
    const received = nextEvent<MessageView>(carolSocket, 'new-message');
    const message = expectData<MessageView>(await share(alice, document.id, group.id));
    expect(message.messageType).toBe('file');
    const url = parseFileMessageContent((await received).content)?.url as string;
    const opened = await get(url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/u);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses a conversation the sharer is not in, someone else's document, and kinds a chat cannot carry", async () => {
    const document = await uploadDocument(built.app, alice, await makeImage('png', 10, 10), 'mine.png');
    expectFailure(await share(alice, document.id, bobAndCarol), 404, en('chat.conversationNotFound'));
    expectFailure(
      await share(alice, document.id, '00000000-0000-4000-8000-000000000000'),
      404,
      en('chat.conversationNotFound'),
    );
    expectFailure(await share(bob, document.id, aliceAndBob), 404, en('documents.notFound'));
    expectFailure(await share(alice, 'not-an-id', aliceAndBob), 404, en('documents.notFound'));
    expect(
      (
        await callApi(built.app, 'POST', `/api/documents/${document.id}/share`, undefined, {
          conversationId: aliceAndBob,
        })
      ).statusCode,
    ).toBe(401);

    const archive = await uploadDocument(built.app, alice, makeZip({ 'a.txt': 'a' }), 'archive.zip');
    expectFailure(await share(alice, archive.id, aliceAndBob), 400, en('chat.fileUnsupported'));
    expect(
      (await historyOf(built.app, alice, aliceAndBob)).messages.some((item) => item.content.includes('mine.png')),
    ).toBe(false);
  });

  it('refuses a document over the chat attachment limit with 413', async () => {
    const big = Buffer.concat([await makeImage('png', 10, 10), Buffer.alloc(LIMITS.chat.uploadMaxBytes)]);
    const document = await uploadDocument(built.app, alice, big, 'poster.png');
    expectFailure(await share(alice, document.id, aliceAndBob), 413, en('chat.fileTooLarge'));
  });

  it('creates, lists and revokes links; the link opens the file without signing in, in ranges', async () => {
    const bytes = Buffer.from('Hello, shared world!\n');
    const document = await uploadDocument(built.app, alice, bytes, 'hello.txt');
    const before = Date.now();
    const link = await newLink(document.id);
    expect(link).toMatchObject({ documentId: document.id });
    expect(link.url).toMatch(/^\/api\/shared\/[A-Za-z0-9_-]{43}$/u);
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await linksOf(alice, document.id)).map((item) => item).find((item) => item.id === link.id)).toEqual(link);
    // Only a hash of the token is stored.
    const [row] = await database().db.select().from(documentShareLinks).where(eq(documentShareLinks.id, link.id));
    expect(row?.tokenHash).not.toContain(link.url.split('/').pop());

    const opened = await get(link.url);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.rawPayload.equals(bytes)).toBe(true);
    expect(opened.headers['content-disposition']).toMatch(/^attachment; filename="hello.txt"/u);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    const part = await get(link.url, undefined, { range: 'bytes=7-12' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 7-12/${bytes.length}`);
    expect(part.body).toBe('shared');

    const revoked = await callApi(built.app, 'DELETE', `/api/documents/links/${link.id}`, alice.token);
    expect(expectData(revoked)).toEqual({ linkId: link.id });
    expect(await linksOf(alice, document.id)).toEqual([]);
    expectFailure(await get(link.url), 404, en('documents.linkExpired'));
    expectFailure(
      await callApi(built.app, 'DELETE', `/api/documents/links/${link.id}`, alice.token),
      404,
      en('documents.linkExpired'),
    );
  });

  it('serves markup through a link as bare bytes', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const document = await uploadDocument(built.app, alice, html, 'page.html');
    const opened = await get((await newLink(document.id)).url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/octet-stream');
    expect(opened.headers['content-disposition']).toMatch(/^attachment;/u);
  });

  it('accepts 1, 7 or 30 days only', async () => {
    const document = await uploadDocument(built.app, alice, Buffer.from('x'), 'days.txt');
    for (const days of [1, 30]) {
      const link = await newLink(document.id, { expiresInDays: days });
      expect(Math.round((Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000)).toBe(days);
    }
    for (const expiresInDays of [0, 2, 365, '7']) {
      expectFailure(await createLink(alice, document.id, { expiresInDays }), 400, en('documents.expiryInvalid'));
    }
  });

  it('answers 404 for an expired link, an unknown token, and a document in the trash', async () => {
    const document = await uploadDocument(built.app, alice, Buffer.from('soon gone'), 'gone.txt');
    const expired = await newLink(document.id);
    const live = await newLink(document.id);
    await database()
      .db.update(documentShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentShareLinks.id, expired.id));
    expectFailure(await get(expired.url), 404, en('documents.linkExpired'));
    expect((await linksOf(alice, document.id)).map((item) => item.id)).toEqual([live.id]);
    expect((await get(live.url)).statusCode).toBe(200);
    expectFailure(await get(`/api/shared/${'A'.repeat(43)}`), 404, en('documents.linkExpired'));
    expectFailure(await get('/api/shared/short'), 404, en('documents.linkExpired'));

    const trashed = await callApi(built.app, 'DELETE', '/api/documents', alice.token, { ids: [document.id] });
    expect(trashed.statusCode, trashed.body).toBe(200);
    expectFailure(await get(live.url), 404, en('documents.linkExpired'));
    expectFailure(await createLink(alice, document.id), 404, en('documents.notFound'));
  });

  it("keeps each owner's links to themselves", async () => {
    const document = await uploadDocument(built.app, alice, Buffer.from('private'), 'own.txt');
    const link = await newLink(document.id);
    expectFailure(await createLink(bob, document.id), 404, en('documents.notFound'));
    expectFailure(
      await callApi(built.app, 'GET', `/api/documents/${document.id}/links`, bob.token),
      404,
      en('documents.notFound'),
    );
    expectFailure(
      await callApi(built.app, 'DELETE', `/api/documents/links/${link.id}`, bob.token),
      404,
      en('documents.linkExpired'),
    );
    expect((await callApi(built.app, 'GET', `/api/documents/${document.id}/links`, undefined)).statusCode).toBe(401);
    expect((await callApi(built.app, 'DELETE', `/api/documents/links/${link.id}`, undefined)).statusCode).toBe(401);
    // Bob's attempt changed nothing.
    expect((await get(link.url)).statusCode).toBe(200);
  });
});
