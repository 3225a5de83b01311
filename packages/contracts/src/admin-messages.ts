/** Server messages of the admin screen beyond the workspace's own (workspace-messages.ts). */
export const ADMIN_MESSAGES = {
  'admin.searchTooLong': { en: 'Search with at most 100 characters', vi: 'Tìm kiếm tối đa 100 ký tự' },
} as const;
