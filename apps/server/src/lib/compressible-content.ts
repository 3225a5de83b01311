/**
 * Answers worth compressing on the fly: JSON and other text. Images, video, audio, archives and
 * octet-streams (chat attachments of unknown type) are either compressed already or not worth the
 * CPU; an event stream must reach the client event by event, not in compressor-sized blocks.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))(?:;|$)|image\/svg\+xml)/u;

export function compressibleAnswer(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType.toLowerCase());
}
