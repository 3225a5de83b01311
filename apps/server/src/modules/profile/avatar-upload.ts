import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge } from '../../lib/http-error.js';

/**
 * The bytes of the `avatar` file in a multipart request. 400 when there is none (or it is empty,
 * as a form sends when no file was chosen), 413 when it is over the multipart `fileSize` limit.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('profile.avatarRequired');
  const part = await request.file();
  if (!part || part.fieldname !== 'avatar') {
    // Drain an unexpected file so the connection can be reused.
    part?.file.resume();
    throw badRequest('profile.avatarRequired');
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw payloadTooLarge('profile.avatarTooLarge');
    }
    throw error;
  }
  // toBuffer throws on a truncated file by default; checking again keeps that true if the option changes.
  if (part.file.truncated) throw payloadTooLarge('profile.avatarTooLarge');
  if (bytes.length === 0) throw badRequest('profile.avatarRequired');
  return bytes;
}
