import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders } from './helpers/api.js';
import { createTestApp, registerUser, type RegisteredUser } from './helpers/test-app.js';
import { describeEachDatabase } from './helpers/test-databases.js';

/** A script large enough to be worth compressing, repetitive like real bundles. */
const SCRIPT = 'export const greeting = "xin chào";\n'.repeat(200);
const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';

/** The twins apps/web's precompress plugin writes beside each text file of the build. */
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT);

function writeWebBuild(root: string) {
  const file = path.join(root, SCRIPT_PATH);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, SCRIPT_BR);
  writeFileSync(`${file}.gz`, SCRIPT_GZ);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>TeamHub</title>');
}

describeEachDatabase('compression', ({ database }) => {
  let app: FastifyInstance;
  let uploadsDir: string;
  let webDistDir: string;
  let me: RegisteredUser;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'teamhub-web-'));
    writeWebBuild(webDistDir);
    ({ app, uploadsDir } = await createTestApp(database(), { webDistDir }));
    await app.ready();
    me = await registerUser(app);
    // Enough people for the user list to pass the 1 KB threshold.
    for (let index = 0; index < 6; index += 1) await registerUser(app);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('sends the brotli twin of a built script to a browser that accepts br', async () => {
    const response = await app.inject({ method: 'GET', url: SCRIPT_PATH, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the twin, not a fresh on-the-fly compression.
    expect(response.rawPayload.equals(SCRIPT_BR)).toBe(true);
  });

  it('sends the gzip twin when only gzip is accepted, and the plain file when nothing is', async () => {
    const gzipped = await app.inject({ method: 'GET', url: SCRIPT_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(SCRIPT_GZ)).toBe(true);

    const plain = await app.inject({ method: 'GET', url: SCRIPT_PATH, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses an API answer over 1 KB with brotli', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/profile/users',
      headers: authHeaders(me.token, { 'accept-encoding': 'br' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(response.rawPayload);
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json.toString())).toMatchObject({ success: true });
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });

  it('sends a range of an uploaded file as the raw bytes asked for', async () => {
    const text = 'line of an uploaded text file\n'.repeat(200);
    writeFileSync(path.join(uploadsDir, 'notes.txt'), text);
    const response = await app.inject({
      method: 'GET',
      url: '/uploads/notes.txt',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-99' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(text.slice(0, 100));
  });

  it('does not compress media again', async () => {
    const image = randomBytes(4096);
    writeFileSync(path.join(uploadsDir, 'photo.webp'), image);
    const response = await app.inject({
      method: 'GET',
      url: '/uploads/photo.webp',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(image)).toBe(true);
  });

  it('leaves socket.io traffic to socket.io', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The engine.io handshake over long-polling: an open packet ('0' then JSON), never brotli.
    const response = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toMatch(/^0\{"sid":/);
  });
});
