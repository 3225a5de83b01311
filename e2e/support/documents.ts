import { watchGreeting } from './live';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { DocumentView, ShareLinkView, TrashAnswer } from '@teamhub/contracts';

/** A file as Playwright's setInputFiles and multipart bodies take it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const avatarPng = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/avatar.png'),
);

export const pngFile = (name: string): TestFile => ({ name, mimeType: 'image/png', buffer: avatarPng });

/** A plain text file of about `size` bytes, its content unique to the call. */
export function textFile(name: string, size = 64): TestFile {
  const line = `${name} ${randomBytes(4).toString('hex')} — tiếng Việt có dấu\n`;
  const text = line.repeat(Math.ceil(size / Buffer.byteLength(line)));
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text).subarray(0, size) };
}

/**
 * A small but well-formed one-page PDF (a real cross-reference table, so a renderer can draw its
 * first page) with `text` on it; the binary comment after the header makes a byte comparison fail
 * should anything on the way treat the file as text.
 */
export function pdfFile(name: string, text = `TeamHub ${randomBytes(4).toString('hex')}`): TestFile {
  const stream = `BT /F1 18 Tf 20 50 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n'), Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
  let offset = parts.reduce((sum, part) => sum + part.length, 0);
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const object = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    offsets.push(offset);
    offset += object.length;
    parts.push(object);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat(parts) };
}

async function dataOf<T>(response: APIResponse, status: number, what: string): Promise<T> {
  if (response.status() !== status) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Calls the documents API as `token`'s user; refusals come back in Vietnamese (the product's default). */
export function documentsApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'vi' };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    put: (url: string, data?: unknown) => request.put(url, { headers, data }),
    delete: (url: string, data?: unknown) => request.delete(url, { headers, data }),
  };
}

/** Uploads `files` in one multipart request (the repeated field `documents`); answers their views. */
export async function uploadByApi(request: APIRequestContext, token: string, files: TestFile[]) {
  const form = new FormData();
  for (const file of files) {
    form.append('documents', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const response = await request.post('/api/documents/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: form,
  });
  return dataOf<DocumentView[]>(response, 201, 'upload');
}

export async function listByApi(request: APIRequestContext, token: string) {
  return dataOf<DocumentView[]>(await documentsApi(request, token).get('/api/documents'), 200, 'list');
}

export async function trashByApi(request: APIRequestContext, token: string) {
  return dataOf<TrashAnswer>(await documentsApi(request, token).get('/api/documents/trash'), 200, 'trash');
}

/** Sends the documents to the trash. */
export async function deleteByApi(request: APIRequestContext, token: string, ids: string[]) {
  const response = await documentsApi(request, token).delete('/api/documents', { ids, folderIds: [] });
  return dataOf<{ deletedCount: number }>(response, 200, 'delete');
}

export async function createLinkByApi(request: APIRequestContext, token: string, documentId: string, days = 7) {
  const response = await documentsApi(request, token).post(`/api/documents/${documentId}/links`, {
    expiresInDays: days,
  });
  return dataOf<ShareLinkView>(response, 201, 'share link');
}

/** Waits until the server has made the document's preview (it is made after the upload answers). */
export async function waitForPreviewByApi(request: APIRequestContext, token: string, documentId: string) {
  await expect
    .poll(
      async () => (await listByApi(request, token)).find((document) => document._id === documentId)?.preview.status,
      { message: 'the preview is made', timeout: 30_000 },
    )
    .toBe('ready');
}

/** The row or tile of the document named `name` (exactly). */
export const documentItem = (page: Page, name: string) =>
  page.getByTestId('document-item').filter({ has: page.getByText(name, { exact: true }) });

/** The names of the listed documents, in the order shown. */
export const shownNames = (page: Page, names: readonly string[]) =>
  page
    .getByTestId('document-item')
    .evaluateAll(
      (items, known) => items.map((item) => known.find((name) => item.textContent?.includes(name)) ?? '?'),
      names,
    );

/** The item's ⋮ menu button (the only actions shown on phones). */
const moreButton = (item: Locator) => item.getByRole('button', { name: /^Thêm thao tác cho / });

/** How a menu entry is picked: by pointer (what a mouse user does), or focused and Enter (a keyboard user). */
export interface PickOptions {
  keyboard?: boolean;
}

async function pickMenuItem(page: Page, name: string, { keyboard = false }: PickOptions) {
  const entry = page.getByRole('menuitem', { name, exact: true });
  if (keyboard) {
    await entry.focus();
    await entry.press('Enter');
  } else {
    await entry.click();
  }
}

/**
 * Clicks the item's action `name` ('Tải xuống', 'Đổi tên', 'Xóa', 'Chia sẻ vào cuộc trò chuyện', …):
 * its own button when shown (wide screens), else the entry of its ⋮ menu.
 */
export async function itemAction(item: Locator, name: string, options: PickOptions = {}) {
  const button = item.getByRole('button', { name, exact: true });
  if (await button.isVisible()) {
    await button.click();
  } else {
    await moreButton(item).click();
    await pickMenuItem(item.page(), name, options);
  }
}

/** Opens the document's share menu and picks `choice`; answers the dialog that choice opens. */
export async function openShare(
  page: Page,
  name: string,
  choice: 'Chia sẻ vào cuộc trò chuyện' | 'Tạo liên kết chia sẻ',
  options: PickOptions = {},
) {
  const item = documentItem(page, name);
  const share = item.getByRole('button', { name: 'Chia sẻ', exact: true });
  if (await share.isVisible()) {
    await share.click();
    await pickMenuItem(page, choice, options);
  } else {
    await itemAction(item, choice, options);
  }
  const dialog = page.getByRole('dialog', {
    name: choice === 'Tạo liên kết chia sẻ' ? 'Liên kết chia sẻ' : 'Chia sẻ vào cuộc trò chuyện',
  });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Bytes fetched by the page itself (its origin, its cookies, no bearer token), as base64. */
export async function fetchedBytes(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    if (!response.ok) throw new Error(`fetch ${address}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, url);
}

/** True once the server has greeted this page on /chat (see watchGreeting). */
export const watchChatConnection = (page: Page) => watchGreeting(page, 'chat');

/**
 * Holds every upload request until `release()` (each then goes on unchanged), so the upload rows
 * can be checked while they are in progress rather than raced.
 */
export async function holdUploads(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/api/documents/upload', async (route) => {
    held += 1;
    await released;
    // The page may have cancelled it meanwhile: then there is nothing left to send.
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held };
}
