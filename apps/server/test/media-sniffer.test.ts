import { describe, expect, it } from 'vitest';
// Detection is file-type's (modules/files/content-type.ts); these tests pin the post's rule on top of it.
import { SNIFF_BYTES, sniffMedia } from '../src/modules/files/media-sniffer.js';
import { makeImage } from './helpers/images.js';
import { makeHeicHead, makeMov, makeMp4, makeWebm } from './helpers/media.js';

const head = (bytes: Uint8Array) => bytes.subarray(0, SNIFF_BYTES);
const text = (value: string) => Buffer.from(value, 'utf8');

describe('sniffMedia', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('recognises a %s picture', async (format) => {
    expect(await sniffMedia(head(await makeImage(format, 16, 16)))).toEqual({ kind: 'image', format });
  });

  it('recognises an MP4 by its ftyp box and brand', async () => {
    expect(await sniffMedia(head(makeMp4()))).toEqual({ kind: 'video', format: 'mp4' });
    expect(await sniffMedia(head(makeMp4(16, 'mp42', ['mp42', 'isom'])))).toEqual({ kind: 'video', format: 'mp4' });
    // An unknown major brand is fine when a compatible brand is MP4's.
    expect(await sniffMedia(head(makeMp4(16, 'XAVC', ['XAVC', 'mp42'])))).toEqual({ kind: 'video', format: 'mp4' });
  });

  it("takes Apple's M4V brand for an MP4", async () => {
    expect(await sniffMedia(head(makeMp4(16, 'M4V ', ['M4V ', 'mp42'])))).toEqual({ kind: 'video', format: 'mp4' });
  });

  it('recognises a QuickTime MOV', async () => {
    expect(await sniffMedia(head(makeMov()))).toEqual({ kind: 'video', format: 'mov' });
  });

  it('recognises a WebM by its EBML header and DocType', async () => {
    expect(await sniffMedia(head(makeWebm()))).toEqual({ kind: 'video', format: 'webm' });
  });

  it('recognises a file shorter than the sniff window', async () => {
    expect(await sniffMedia(makeMp4(0))).toEqual({ kind: 'video', format: 'mp4' });
  });

  it.each<[string, Uint8Array]>([
    ['an empty file', new Uint8Array(0)],
    ['plain text', text('just some words, nothing more\n')],
    ['an HTML page', text('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['an SVG image', text('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>')],
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['an HEIC picture (ftyp, but not a video)', makeHeicHead()],
    ['an AVIF picture', makeMp4(16, 'avif', ['avif', 'mif1', 'miaf'])],
    ['M4A audio', makeMp4(16, 'M4A ', ['M4A ', 'mp42', 'isom'])],
    ['a Matroska (not WebM) file', makeWebm(64, 'matroska')],
    ['an EBML header with no DocType', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x83, 0x42, 0x86, 0x81])],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a RIFF file that is not WebP (WAV)', text('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['a Matroska look-alike with no EBML header', text('matroska webm')],
    ['a Windows program', Buffer.concat([text('MZ'), Buffer.alloc(256)])],
  ])('refuses %s', async (_label, bytes) => {
    expect(await sniffMedia(head(bytes))).toBeNull();
  });

  it('decides from the bytes, whatever comes after the sniff window', async () => {
    const mp4 = makeMp4(10_000);
    expect(await sniffMedia(mp4.subarray(0, SNIFF_BYTES))).toEqual(await sniffMedia(mp4));
  });
});
