import type { RoomView } from '@teamhub/contracts';
import { ApiError } from '../../../lib/api-error';
import { createRoom, fetchRoom } from '../api';

/** The spec's join: the room if it exists, else a new one with the joiner as host. */
export async function findOrCreateRoom(roomId: string, name: string): Promise<RoomView> {
  try {
    return await fetchRoom(roomId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const trimmedName = name.trim();
    return createRoom({ roomId, ...(trimmedName ? { name: trimmedName } : {}) });
  }
}
