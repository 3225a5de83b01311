import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, parseFileMessageContent, type ChatUploadAnswer } from '@teamhub/contracts';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { authHeaders, en, expectFailure } from './helpers/api.js';
import { makeDocHeader, makeDocx, makeExe, makePdf, makeXlsxLike, makeZip } from './helpers/chat-files.js';
import { openDirect, sendOverSocket, socketPool, uploadChatFile, uploaded } from './helpers/chat.js';
import { makeImage } from './helpers/images.js';
import { tempFiles } from './helpers/upload-temp.js';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

describeEachDatabase('chat attachments', ({ database }) => {
  let built: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let conversationId: string;
  const sockets = socketPool(() => built);
  const stored = () => readdirSync(path.join(built.privateUploadsDir, 'chat'));
  const incoming = () => tempFiles(built.uploadTempRoot);
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    built.app.inject({ method: 'GET', url, headers: authHeaders(token, headers) });

  /** Uploads as alice and sends it to the alice–bob conversation; answers the URL as bob sees it. */
  const share = async (bytes: Uint8Array, filename: string) => {
    const file = await uploaded(built.app, alice, bytes, filename);
    const socket = await sockets.connect(alice);
    const content = `📎 ${file.filename}\n${file.url}`;
    const answer = await sendOverSocket(socket, { conversationId, content, messageType: file.messageType });
    if (!answer.success) throw new Error(answer.message);
    return { file, message: answer.data };
  };

  beforeAll(async () => {
    built = await createTestApp(database());
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, bob, carol] = [await registerUser(built.app), await registerUser(built.app), await registerUser(built.app)];
    conversationId = (await openDirect(built.app, alice, bob)).id;
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    await built?.app.close();
  });

  it('accepts pictures, PDF, Word and text by their bytes', async () => {
    const cases: [Uint8Array, string, Partial<ChatUploadAnswer>][] = [
      [await makeImage('png', 20, 10), 'photo.png', { mimeType: 'image/png', messageType: 'image' }],
      [
        await makeImage('jpeg', 20, 10),
        'photo',
        { filename: 'photo.jpg', mimeType: 'image/jpeg', messageType: 'image' },
      ],
      [makePdf(), 'report.pdf', { filename: 'report.pdf', mimeType: 'application/pdf', messageType: 'file' }],
      [makeDocx(), 'Biên bản.docx', { filename: 'Biên bản.docx', messageType: 'file' }],
      [makeDocHeader(), 'old.doc', { mimeType: 'application/msword', messageType: 'file' }],
      [Buffer.from('\uFEFFxin chào\nline two\n'), 'notes.txt', { mimeType: 'text/plain', messageType: 'file' }],
      [makePdf(), 'invoice.exe', { filename: 'invoice.exe.pdf', mimeType: 'application/pdf' }],
    ];
    for (const [bytes, filename, expected] of cases) {
      const answer = await uploaded(built.app, alice, bytes, filename);
      expect(answer, filename).toMatchObject({ size: bytes.length, ...expected });
      expect(answer.url).toMatch(/^\/api\/chats\/files\/[0-9a-f-]{36}\/[^\s?]+\?t=/u);
    }
    expect(incoming()).toEqual([]);
  });

  it('refuses everything else with 400, keeping nothing', async () => {
    const before = stored();
    const refused: [Uint8Array, string][] = [
      [makeExe(), 'setup.pdf'],
      [makeZip({ 'a.txt': 'zip' }), 'archive.pdf'],
      [makeXlsxLike(), 'sheet.docx'],
      [makeDocHeader(), 'sheet.xls'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.txt'],
      [Buffer.from('  \n <svg onload="alert(1)"/>'), 'image.txt'],
      [Buffer.from('plain words'), 'words.html'],
      [Buffer.from([0x68, 0x69, 0x00, 0x21]), 'nul.txt'],
      [Buffer.from([0xc3, 0x28, 0x41]), 'latin1.txt'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'vector.svg'],
    ];
    for (const [bytes, filename] of refused) {
      expectFailure(await uploadChatFile(built.app, alice.token, bytes, filename), 400, en('chat.fileUnsupported'));
    }
    expectFailure(
      await uploadChatFile(built.app, alice.token, Buffer.alloc(0), 'empty.txt'),
      400,
      en('chat.fileRequired'),
    );
    expectFailure(await uploadChatFile(built.app, undefined, makePdf(), 'a.pdf'), 401, en('auth.required'));
    expect(stored()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('refuses a file over 20 MB with 413 and leaves no file behind', async () => {
    const before = stored();
    const big = Buffer.concat([makePdf(), Buffer.alloc(LIMITS.chat.uploadMaxBytes + 1 - makePdf().length, 0x20)]);
    expectFailure(await uploadChatFile(built.app, alice.token, big, 'big.pdf'), 413, en('chat.fileTooLarge'));
    expect(stored()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('serves a sent file to the participants only, with safe headers', async () => {
    const { file, message } = await share(makePdf(), 'plan.pdf');
    const line = parseFileMessageContent(message.content);
    expect(line?.filename).toBe('plan.pdf');
    const plain = file.url.split('?')[0] as string;

    for (const reader of [alice, bob]) {
      const response = await get(plain, reader.token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(makePdf())).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
      });
      expect(response.headers['cache-control']).toMatch(/^private/u);
    }
    expectFailure(await get(plain, carol.token), 404, en('common.notFound'));
    expectFailure(await get(plain), 401, en('auth.required'));
    const ranged = await get(plain, bob.token, { range: 'bytes=0-4' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-4/${makePdf().length}`);
    expect(ranged.body).toBe('%PDF-');
    expect((await get(plain, bob.token, { range: 'bytes=9999-' })).statusCode).toBe(416);
  });

  it('lets <img> and download links in with the per-reader link token in the URLs the server hands out', async () => {
    const { file, message } = await share(await makeImage('png', 16, 16), 'pic.png');
    // The message as bob receives it carries bob's own link.
    const bobView = (await get(`/api/chats/conversations/${conversationId}/messages`, bob.token)).json<{
      data: { messages: { id: string; content: string }[] };
    }>();
    const bobUrl = parseFileMessageContent(bobView.data.messages.find((m) => m.id === message.id)?.content ?? '')?.url;
    expect(bobUrl).toMatch(new RegExp(`\\?t=${bob.user.id}\\.`, 'u'));
    const image = await get(bobUrl as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/u);
    // Another reader's link is no key for a stranger, and a forged one is refused.
    const token = new URL(bobUrl as string, 'http://x').searchParams.get('t') as string;
    const [reader, expiry, signature = ''] = token.split('.');
    const forged = `${reader}.${expiry}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expectFailure(await get(`${file.url.split('?')[0]}?t=${forged}`), 401, en('auth.invalidToken'));
    expectFailure(await get(`${file.url.split('?')[0]}?t=${reader}.1.${signature}`), 401, en('auth.invalidToken'));
    const carolToken = token.replace(bob.user.id, carol.user.id);
    expectFailure(await get(`${file.url.split('?')[0]}?t=${carolToken}`), 401, en('auth.invalidToken'));
    // The uploader may read an upload before sending it; nobody else may.
    const draft = await uploaded(built.app, alice, makePdf(), 'draft.pdf');
    expect((await get(draft.url)).statusCode).toBe(200);
    expectFailure(await get(draft.url.split('?')[0] as string, bob.token), 404, en('common.notFound'));
  });

  it('stores a file message with its stable path, only for files the sender uploaded', async () => {
    const { message } = await share(makeDocx('x'), 'spec.docx');
    expect(message.messageType).toBe('file');
    // Its content is its file: not editable.
    const edit = await built.app.inject({
      method: 'PUT',
      url: `/api/chats/messages/${message.id}`,
      headers: authHeaders(alice.token),
      payload: { content: 'just text now' },
    });
    expectFailure(edit, 403, en('chat.notAllowed'));
    const socket = await sockets.connect(bob);
    const aliceFile = await uploaded(built.app, alice, makePdf(), 'mine.pdf');
    const stolen = await sendOverSocket(socket, {
      conversationId,
      content: `📎 mine.pdf\n${aliceFile.url}`,
      messageType: 'file',
    });
    expect(stolen.success).toBe(false);
    const junk = await sendOverSocket(socket, {
      conversationId,
      content: '📎 x\nhttp://evil.example/x',
      messageType: 'image',
    });
    expect(junk.success).toBe(false);
  });
});
