import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCX, PDF, TXT, detectChatFileType, safeFileName } from '../src/modules/chat/chat-file-types.js';
import { createFileUrlSigner } from '../src/modules/chat/file-urls.js';
import { makeDocx, makeXlsxLike, makeZip } from './helpers/chat-files.js';

const folder = mkdtempSync(path.join(tmpdir(), 'teamhub-chat-types-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let counter = 0;
async function detect(bytes: Buffer, name: string) {
  counter += 1;
  const file = path.join(folder, String(counter));
  writeFileSync(file, bytes);
  return detectChatFileType(file, name);
}

describe('chat file types', () => {
  it('takes a ZIP for a DOCX only when it holds a Word document, whatever the archive comment', async () => {
    expect(await detect(makeDocx(), 'a.docx')).toBe(DOCX);
    const withComment = Buffer.concat([makeDocx().subarray(0, -2), Buffer.from([5, 0]), Buffer.from('hello')]);
    expect(await detect(withComment, 'a.docx')).toBe(DOCX);
    // Entry names count, not file contents that mention them.
    expect(await detect(makeZip({ 'notes.txt': '[Content_Types].xml word/document.xml' }), 'a.docx')).toBeNull();
    // A ZIP cut short has no index to read.
    expect(await detect(makeDocx().subarray(0, 200), 'a.docx')).toBeNull();
    // A spreadsheet is a ZIP with [Content_Types].xml too, but no word/ part.
    expect(await detect(makeXlsxLike(), 'a.docx')).toBeNull();
  });

  it('takes text only from a .txt name, as valid UTF-8 that is not markup', async () => {
    expect(await detect(Buffer.from('Xin chào, thế giới'), 'vi.TXT')).toBe(TXT);
    expect(await detect(Buffer.from('   \n\t'), 'blank.txt')).toBe(TXT);
    expect(await detect(Buffer.from('a < b'), 'math.txt')).toBe(TXT);
    expect(await detect(Buffer.from('\uFEFF <p>hi</p>'), 'page.txt')).toBeNull();
    expect(await detect(Buffer.from('Xin chào'), 'vi.md')).toBeNull();
    // A character cut in half at the end is not valid UTF-8.
    expect(await detect(Buffer.from('chà').subarray(0, -1), 'cut.txt')).toBeNull();
  });

  it('keeps names safe and typed', () => {
    expect(safeFileName('../../etc/passwd', PDF)).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\Report.PDF', PDF)).toBe('Report.PDF');
    expect(safeFileName('evil\u202Etxt.exe', PDF)).toBe('eviltxt.exe.pdf');
    expect(safeFileName('line\nbreak.txt', TXT)).toBe('linebreak.txt');
    expect(safeFileName('', DOCX)).toBe('file.docx');
    expect(safeFileName('...hidden.pdf', PDF)).toBe('hidden.pdf');
    const long = safeFileName(`${'ễ'.repeat(200)}.pdf`, PDF);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('ễ.pdf')).toBe(true);
  });
});

describe('chat file links', () => {
  const signer = createFileUrlSigner('a-secret-of-at-least-thirty-two-characters');
  const fileId = '0b9a4a4e-3c59-4a53-9df5-0d6a8f0e7a11';
  const reader = '6f1d1c1e-8a1b-4a53-9df5-0d6a8f0e7a22';

  it('names the reader until the link expires, 12 to 24 hours later', () => {
    const url = signer.signedUrl(fileId, 'my file.pdf', reader);
    expect(url).toMatch(/^\/api\/chats\/files\/[0-9a-f-]+\/my%20file\.pdf\?t=/u);
    const token = new URL(url, 'http://x').searchParams.get('t') as string;
    const now = Date.now();
    expect(signer.verify(fileId, token, now)).toBe(reader);
    expect(signer.verify(fileId, token, now + 11.9 * 3600_000)).toBe(reader);
    expect(signer.verify(fileId, token, now + 24.1 * 3600_000)).toBeNull();
    expect(signer.verify('0b9a4a4e-3c59-4a53-9df5-0d6a8f0e7a12', token, now)).toBeNull();
    expect(signer.verify(fileId, `${token}.x`, now)).toBeNull();
    expect(signer.verify(fileId, undefined, now)).toBeNull();
    expect(createFileUrlSigner('another-secret-of-thirty-two-characters!').verify(fileId, token, now)).toBeNull();
  });

  it('signs the URL of a file message for its reader and leaves other content alone', () => {
    const content = `📎 a.pdf\n${signer.path(fileId, 'a.pdf')}`;
    expect(signer.signContent(content, fileId, reader)).toMatch(new RegExp(`\\?t=${reader}\\.`, 'u'));
    expect(signer.signContent(content, null, reader)).toBe(content);
    expect(signer.signContent('just text', fileId, reader)).toBe('just text');
  });
});
