import { createHash, createHmac, randomUUID } from 'node:crypto';
import { stat, unlink } from 'node:fs/promises';
import {
  createShareLinkBodySchema,
  fileMessageContent,
  shareToChatBodySchema,
  type MessageView,
  type ShareLinkView,
} from '@teamhub/contracts';
import { notFound, payloadTooLarge } from '../../lib/http-error.js';
import { isUuid, parseOrThrowFirst } from '../../lib/validation.js';
import { storeUpload } from '../chat/chat-files.service.js';
import type { ChatServiceDeps } from '../chat/chat.deps.js';
import { membershipOr404 } from '../chat/chat.policy.js';
import { sendMessage } from '../chat/messages.service.js';
import type { PrivateFile } from '../files/send-private-file.js';
import type { StorageDriver } from '../files/storage-driver.js';
import { documentKey } from './document-keys.js';
import type { DocumentSharesRepository } from './document-shares.repository.js';
import { servedType } from './document-types.js';
import { streamToNewFile } from '../files/new-file-stream.js';

/**
 * A link's token is an HMAC of its id under a key derived from the server secret: 32 bytes nobody can
 * guess without that secret. The database keeps only the token's SHA-256, so a copy of it opens nothing;
 * the owner's list can still show each link again, which a random token kept nowhere could not.
 */
export interface ShareLinkTokens {
  token(linkId: string): string;
  hash(token: string): string;
}

export function createShareLinkTokens(secret: string): ShareLinkTokens {
  // The purpose string is part of the key: changing it would void every link handed out.
  const key = createHmac('sha256', secret).update('teamhub document share links v1').digest();
  return {
    token: (linkId) => createHmac('sha256', key).update(linkId).digest('base64url'),
    hash: (token) => createHash('sha256').update(token).digest('hex'),
  };
}

/** 32 bytes in base64url: anything else is not a token we made. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/u;
export const SHARED_LINK_PREFIX = '/api/shared/';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DocumentSharesDeps {
  shares: DocumentSharesRepository;
  /** The private storage holding the documents. */
  storage: StorageDriver;
  chat: ChatServiceDeps;
  tokens: ShareLinkTokens;
  /** The clock links expire by (tests move it). */
  now: () => Date;
}

async function ownDocumentOr404(deps: DocumentSharesDeps, userId: string, rawId: string) {
  const document = isUuid(rawId) ? await deps.shares.ownDocument(rawId.toLowerCase(), userId) : undefined;
  if (!document) throw notFound('documents.notFound');
  return document;
}

/**
 * POST /api/documents/{id}/share: a copy of the document becomes a chat attachment of the caller's, sent
 * as a file or image message, through the chat's own upload and send steps: the same type checks and
 * size limit as an attachment (400 'chat.fileUnsupported', 413 'chat.fileTooLarge'), and every member
 * gets `new-message` live and reads the copy through the chat's file route. The document stays private.
 */
export async function shareToChat(
  deps: DocumentSharesDeps,
  userId: string,
  rawId: string,
  body: unknown,
): Promise<MessageView> {
  const { conversationId } = parseOrThrowFirst(shareToChatBodySchema, body);
  const document = await ownDocumentOr404(deps, userId, rawId);
  await membershipOr404(deps.chat, conversationId, userId);
  if (document.size > deps.chat.uploadMaxBytes) throw payloadTooLarge('chat.fileTooLarge');
  const tempPath = deps.chat.storage.tempPath();
  await streamToNewFile(tempPath, await deps.storage.read(documentKey(document.storedName)));
  const upload = await storeUpload(deps.chat, userId, {
    path: tempPath,
    bytes: (await stat(tempPath)).size,
    filename: document.name,
    discard: () => unlink(tempPath).catch(() => undefined),
  });
  return sendMessage(deps.chat, userId, {
    conversationId,
    messageType: upload.messageType,
    content: fileMessageContent(upload.filename, upload.url),
  });
}

function presentLink(
  deps: DocumentSharesDeps,
  link: { id: string; documentId: string; expiresAt: Date; createdAt: Date },
): ShareLinkView {
  return {
    id: link.id,
    documentId: link.documentId,
    url: `${SHARED_LINK_PREFIX}${deps.tokens.token(link.id)}`,
    expiresAt: link.expiresAt.toISOString(),
    createdAt: link.createdAt.toISOString(),
  };
}

/** POST /api/documents/{id}/links: a link that opens the file without signing in for 1, 7 or 30 days. */
export async function createShareLink(
  deps: DocumentSharesDeps,
  userId: string,
  rawId: string,
  body: unknown,
): Promise<ShareLinkView> {
  const { expiresInDays } = parseOrThrowFirst(createShareLinkBodySchema, body ?? {});
  const document = await ownDocumentOr404(deps, userId, rawId);
  const id = randomUUID();
  const link = await deps.shares.insertLink({
    id,
    documentId: document.id,
    tokenHash: deps.tokens.hash(deps.tokens.token(id)),
    expiresAt: new Date(deps.now().getTime() + expiresInDays * DAY_MS),
  });
  return presentLink(deps, link);
}

/** GET /api/documents/{id}/links: the document's links that still work. */
export async function listShareLinks(
  deps: DocumentSharesDeps,
  userId: string,
  rawId: string,
): Promise<ShareLinkView[]> {
  const document = await ownDocumentOr404(deps, userId, rawId);
  const links = await deps.shares.activeLinks(document.id, deps.now());
  return links.map((link) => presentLink(deps, link));
}

/** DELETE /api/documents/links/{linkId}: turns a link off for good (the owner's own; 404 otherwise). */
export async function revokeShareLink(deps: DocumentSharesDeps, userId: string, rawLinkId: string) {
  const link = isUuid(rawLinkId) ? await deps.shares.revoke(rawLinkId.toLowerCase(), userId, deps.now()) : undefined;
  if (!link) throw notFound('documents.linkExpired');
  return { linkId: link.id };
}

/**
 * GET /api/shared/{token}: the file a live link opens, always as a download and inert like the owner's; 404 'documents.linkExpired'
 * when the token is unknown, the link expired or was revoked, or the document is in the trash or gone.
 */
export async function sharedFile(deps: DocumentSharesDeps, token: string): Promise<PrivateFile> {
  const document = TOKEN_PATTERN.test(token)
    ? await deps.shares.documentByTokenHash(deps.tokens.hash(token), deps.now())
    : undefined;
  if (!document) throw notFound('documents.linkExpired');
  return {
    key: documentKey(document.storedName),
    mimeType: servedType(document.mimeType),
    disposition: 'attachment',
    filename: document.name,
  };
}
