import type { RoomView } from '@teamhub/contracts';
import { ApiError } from '../../../lib/api-error';
import { createRoom, fetchRoom } from '../api';

const createBody = (roomId: string, name: string) => {
  const trimmedName = name.trim();
  return { roomId, ...(trimmedName ? { name: trimmedName } : {}) };
};

/** The spec's join: the room if it exists, else a new one with the joiner as host. */
export async function findOrCreateRoom(roomId: string, name: string): Promise<RoomView> {
  try {
    return await fetchRoom(roomId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return createRoom(createBody(roomId, name));
  }
}

/** A room id nobody has picked: 10 random base-36 characters after "phong-" (about 2^51 of them). */
export function newRoomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `phong-${Array.from(bytes, (byte) => (byte % 36).toString(36)).join('')}`;
}

/**
 * A new room under a fresh id, with no lookup first: an id just drawn at random names no room, and the
 * lookup's 404 (the spec's answer for a room that does not exist) is logged by the browser as an error.
 * Should the id be taken after all (409), another is drawn once.
 */
export async function createNewRoom(name: string): Promise<RoomView> {
  try {
    return await createRoom(createBody(newRoomId(), name));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    return createRoom(createBody(newRoomId(), name));
  }
}
