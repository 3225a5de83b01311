import type { MemberRef, RoomMember } from '@teamhub/contracts';

/** The member list after one socket's change: replaced in place, else added at the end. */
export function upsertMember(members: readonly RoomMember[], member: RoomMember): RoomMember[] {
  const index = members.findIndex((item) => item.socketId === member.socketId);
  if (index === -1) return [...members, member];
  const copy = [...members];
  copy[index] = member;
  return copy;
}

/** The member list without the socket that left. */
export function removeMember(members: readonly RoomMember[], ref: MemberRef): RoomMember[] {
  return members.filter((item) => item.socketId !== ref.socketId);
}

/** The member list with one socket's voice state changed. */
export function patchMember(
  members: readonly RoomMember[],
  ref: MemberRef,
  patch: Partial<Pick<RoomMember, 'inVoiceChat' | 'isMuted'>>,
): RoomMember[] {
  return members.map((item) => (item.socketId === ref.socketId ? { ...item, ...patch } : item));
}
