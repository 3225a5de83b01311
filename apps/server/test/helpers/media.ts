import { crc32 } from 'node:zlib';
import { makeImage } from './images.js';

// Small video files built byte by byte (ffmpeg is not at hand). They hold real box / element
// structures, enough for the sniffer and for being stored and served; they carry no frames.

/** An ISO base media box: [size][type][payload]. */
function box(type: string, ...payload: Uint8Array[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function ftyp(major: string, compatible: string[]): Buffer {
  const minor = Buffer.alloc(4);
  minor.writeUInt32BE(0x200, 0);
  return box('ftyp', Buffer.from(major, 'latin1'), minor, Buffer.from(compatible.join(''), 'latin1'));
}

/** A version-0 movie header: 1000 units per second, no duration, identity matrix, next track 1. */
function mvhd(): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(1000, 12); // timescale
  body.writeUInt32BE(0x00010000, 20); // rate 1.0
  body.writeUInt16BE(0x0100, 24); // volume 1.0
  const matrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000];
  matrix.forEach((value, index) => body.writeUInt32BE(value, 36 + index * 4));
  body.writeUInt32BE(1, 96); // next track id
  return box('mvhd', body);
}

/** Bytes 0, 1, 2 … 255, 0, 1 … so that any range of the file can be recognised. */
export function patternBytes(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => index % 256));
}

/** ftyp + moov(mvhd) + mdat: a minimal MP4 of about `mdatBytes` bytes. */
export function makeMp4(mdatBytes = 4096, major = 'isom', compatible = ['isom', 'iso2', 'avc1', 'mp41']): Buffer {
  return Buffer.concat([ftyp(major, compatible), box('moov', mvhd()), box('mdat', patternBytes(mdatBytes))]);
}

/** The same with QuickTime's brand, as an iPhone writes a .mov. */
export const makeMov = (mdatBytes = 4096) => makeMp4(mdatBytes, 'qt  ', ['qt  ']);

/** An HEIF picture's opening (ftyp heic): an ISO box, but not a video. */
export const makeHeicHead = () => Buffer.concat([ftyp('heic', ['mif1', 'heic']), box('meta', Buffer.alloc(64))]);

/** An EBML element: [id][size as a 1-byte vint when small, else 8-byte][data]. */
function ebml(id: number[], data: Uint8Array): Buffer {
  const size =
    data.length < 127
      ? Buffer.from([0x80 | data.length])
      : Buffer.concat([Buffer.from([0x01]), bigEndian(data.length, 7)]);
  return Buffer.concat([Buffer.from(id), size, data]);
}

function bigEndian(value: number, bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  for (let index = bytes - 1, rest = value; index >= 0; index -= 1, rest = Math.floor(rest / 256)) {
    out[index] = rest % 256;
  }
  return out;
}

/** A WebM (or, with docType 'matroska', an MKV) header followed by a Segment of `segmentBytes`. */
export function makeWebm(segmentBytes = 4096, docType = 'webm'): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      ebml([0x42, 0x86], Buffer.from([1])), // EBMLVersion
      ebml([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
      ebml([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
      ebml([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
      ebml([0x42, 0x82], Buffer.from(docType, 'latin1')), // DocType
      ebml([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
      ebml([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
    ]),
  );
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], patternBytes(segmentBytes))]);
}

/**
 * A real PNG picture of exactly `totalBytes` bytes: a small image with a private ancillary chunk
 * ("teSt", which decoders skip) of padding before its end. Decodes like any PNG.
 */
export async function makePaddedPng(totalBytes: number): Promise<Buffer> {
  const png = await makeImage('png', 64, 48);
  const iend = png.length - 12;
  const padding = totalBytes - png.length - 12;
  if (padding < 0) throw new Error(`makePaddedPng: ${totalBytes} bytes is smaller than the picture itself`);
  const type = Buffer.from('teSt', 'latin1');
  const data = Buffer.alloc(padding, 0x20);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(padding, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(type)), 0);
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

/** An MP4 of exactly `total` bytes (its mdat box takes up the rest). */
export const makeMp4OfSize = (total: number) => makeMp4(total - makeMp4(0).length);
