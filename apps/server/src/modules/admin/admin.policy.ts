import type { UserRow } from '../../db/schema/index.js';

type Standing = Pick<UserRow, 'role' | 'status'>;

const isActiveAdmin = ({ role, status }: Standing) => role === 'admin' && status === 'active';

/** The workspace keeps an active admin: a change may take the last one's role or access only if another remains. */
export const keepsAnActiveAdmin = (before: Standing, after: Standing, otherActiveAdmins: number) =>
  !isActiveAdmin(before) || isActiveAdmin(after) || otherActiveAdmins > 0;
