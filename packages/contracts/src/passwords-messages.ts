/** Server messages of password changes and resets beyond the workspace ones (workspace-messages.ts). */
export const PASSWORDS_MESSAGES = {
  'passwords.reactivateFirst': {
    en: 'This member is deactivated. Reactivate them before making a password-reset link.',
    vi: 'Thành viên này đã bị vô hiệu hóa. Hãy kích hoạt lại trước khi tạo liên kết đặt lại mật khẩu.',
  },
} as const;
