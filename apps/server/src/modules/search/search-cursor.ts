import { badRequest } from '../../lib/http-error.js';

/** Where a page ended: the last hit's rank, time, kind and id (the order of the list). */
export interface SearchCursor {
  rank: number;
  at: string;
  kind: string;
  id: string;
}

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.at, cursor.kind, cursor.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** The cursor of a previous answer; 400 for anything else. */
export function decodeCursor(text: string): SearchCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 4) {
      const [rank, at, kind, id] = value as unknown[];
      if (
        typeof rank === 'number' &&
        Number.isFinite(rank) &&
        typeof at === 'string' &&
        !Number.isNaN(Date.parse(at)) &&
        typeof kind === 'string' &&
        /^[a-z]{1,16}$/u.test(kind) &&
        typeof id === 'string' &&
        UUID.test(id)
      ) {
        return { rank, at, kind, id };
      }
    }
  } catch {
    // Not base64url JSON: the same answer as a well-formed cursor of the wrong shape.
  }
  throw badRequest('validation.cursorInvalid');
}
