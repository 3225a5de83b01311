import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { streamToNewFile } from './new-file-stream.js';

const folder = mkdtempSync(path.join(tmpdir(), 'teamhub-new-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Refuses whatever it is given, at the end (as the upload gates refuse an empty file). */
const refusing = () =>
  new Transform({
    transform: (_chunk, _encoding, callback) => callback(),
    flush: (callback) => callback(new Error('refused')),
  });

describe('streamToNewFile', () => {
  it('writes the whole stream', async () => {
    const target = path.join(folder, 'whole');
    await streamToNewFile(target, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(readFileSync(target, 'utf8')).toBe('hello world');
  });

  it('leaves no file when the stream fails, even before the file was open', async () => {
    // Failing at once races the file's opening: without waiting for it, some of 500 leave files.
    const attempts = Array.from({ length: 500 }, (_, index) =>
      streamToNewFile(path.join(folder, `refused-${index}`), Readable.from([]), refusing()).then(
        () => 'written',
        (error: Error) => error.message,
      ),
    );
    expect(new Set(await Promise.all(attempts))).toEqual(new Set(['refused']));
    expect(readdirSync(folder).filter((name) => name.startsWith('refused-'))).toEqual([]);
  });

  it('never removes a file that was there before', async () => {
    const target = path.join(folder, 'existing');
    writeFileSync(target, 'keep me');
    await expect(streamToNewFile(target, Readable.from([Buffer.from('x')]))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(existsSync(target) && readFileSync(target, 'utf8')).toBe('keep me');
  });
});
