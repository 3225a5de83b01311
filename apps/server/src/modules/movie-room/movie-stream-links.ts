import { createLinkSigner } from '../files/signed-links.js';

/**
 * Signed links to a room's movie when it is one of the host's documents: a `<video>` cannot send the
 * bearer token, so each member gets a URL of their own (`t` names the reader). The token is only who
 * is asking; the stream route checks on every request that the document is still the room's movie
 * and that the reader is in the room now.
 */
export interface MovieStreamLinks {
  url(roomId: string, documentId: string, readerId: string): string;
  /** The reader a token names for this room and document, or null. */
  reader(roomId: string, documentId: string, token: string | undefined): string | null;
}

export function createMovieStreamLinks(secret: string, now: () => number = Date.now): MovieStreamLinks {
  const signer = createLinkSigner(secret, 'movie-room-stream');
  const resource = (roomId: string, documentId: string) => `${roomId}:${documentId}`;
  return {
    url: (roomId, documentId, readerId) =>
      `/api/rooms/${roomId}/stream/${documentId}?t=${signer.token(resource(roomId, documentId), readerId, now())}`,
    reader: (roomId, documentId, token) => signer.verify(resource(roomId, documentId), token, now()),
  };
}
