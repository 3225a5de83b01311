import type { ChatUploadAnswer } from '@teamhub/contracts';
import { badRequest, notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/validation.js';
import type { PrivateFile } from '../files/send-private-file.js';
import { detectChatFileType, safeFileName } from './chat-file-types.js';
import type { ChatServiceDeps } from './chat.deps.js';
import { chatFileKey, type ReceivedChatFile } from './chat-upload.js';

/**
 * Keeps an uploaded attachment when its bytes are one of the accepted kinds (400 otherwise). The file
 * is moved from the temp folder into storage just before its row is written, and removed again if that
 * fails; the received temporary file is always gone afterwards. An upload never attached to a message
 * is deleted (row and file) by the sweep after a day.
 */
export async function storeUpload(
  deps: Pick<ChatServiceDeps, 'files' | 'storage' | 'urls'>,
  uploaderId: string,
  received: ReceivedChatFile,
): Promise<ChatUploadAnswer> {
  try {
    const type = await detectChatFileType(received.path, received.filename);
    if (!type) throw badRequest('chat.fileUnsupported');
    const filename = safeFileName(received.filename, type);
    const storedName = await deps.storage.keep(received.path);
    let id: string;
    try {
      ({ id } = await deps.files.insert({
        uploaderId,
        storedName,
        originalName: filename,
        mimeType: type.mimeType,
        size: received.bytes,
        kind: type.kind,
      }));
    } catch (error) {
      await deps.storage.remove(storedName);
      throw error;
    }
    return {
      filename,
      url: deps.urls.signedUrl(id, filename, uploaderId),
      mimeType: type.mimeType,
      size: received.bytes,
      messageType: type.kind,
    };
  } finally {
    await received.discard();
  }
}

/** A file `userId` may read (see ChatFilesRepository.findReadableBy); 404 otherwise. */
export async function readableFile(
  deps: Pick<ChatServiceDeps, 'files'>,
  userId: string,
  rawFileId: string,
): Promise<PrivateFile> {
  const file = isUuid(rawFileId) ? await deps.files.findReadableBy(rawFileId.toLowerCase(), userId) : undefined;
  if (!file) throw notFound();
  return {
    key: chatFileKey(file.storedName),
    mimeType: file.mimeType,
    // Pictures are shown in the page; everything else is a download and never a page.
    disposition: file.kind === 'image' ? 'inline' : 'attachment',
    filename: file.originalName,
  };
}
