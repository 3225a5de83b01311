/** Server messages of the workspace: sign-up rules, invites, sessions, passwords, accounts, admins. */
export const WORKSPACE_MESSAGES = {
  'workspace.signupClosed': {
    en: 'This workspace is not taking new accounts. Ask an administrator to invite you.',
    vi: 'Không gian làm việc này không nhận tài khoản mới. Hãy nhờ quản trị viên mời bạn.',
  },
  'workspace.signupInviteOnly': {
    en: 'Joining this workspace needs an invite link. Ask an administrator for one.',
    vi: 'Cần có liên kết mời để tham gia không gian làm việc này. Hãy xin quản trị viên một liên kết.',
  },
  'workspace.signupDomainNotAllowed': {
    en: 'Only email addresses of this workspace’s domains can register here.',
    vi: 'Chỉ địa chỉ email thuộc tên miền của không gian làm việc này mới đăng ký được.',
  },
  'workspace.inviteInvalid': {
    en: 'This invite link does not work. Ask an administrator for a new one.',
    vi: 'Liên kết mời này không dùng được. Hãy xin quản trị viên một liên kết mới.',
  },
  'workspace.inviteGone': {
    en: 'This invite link has expired, been used up or been revoked. Ask an administrator for a new one.',
    vi: 'Liên kết mời này đã hết hạn, hết lượt dùng hoặc đã bị thu hồi. Hãy xin quản trị viên một liên kết mới.',
  },
  'workspace.inviteEmailMismatch': {
    en: 'This invite link is for another email address.',
    vi: 'Liên kết mời này dành cho một địa chỉ email khác.',
  },
  'workspace.inviteCreated': { en: 'Invite link created.', vi: 'Đã tạo liên kết mời.' },
  'workspace.inviteRevoked': { en: 'Invite link revoked.', vi: 'Đã thu hồi liên kết mời.' },
  'workspace.inviteNotFound': { en: 'Invite link not found.', vi: 'Không tìm thấy liên kết mời.' },
  'workspace.inviteExpiryInvalid': {
    en: 'Choose an expiry between 1 hour and 30 days',
    vi: 'Chọn thời hạn từ 1 giờ đến 30 ngày',
  },
  'workspace.inviteUsesInvalid': {
    en: 'Choose between 1 and 500 uses',
    vi: 'Chọn số lượt dùng từ 1 đến 500',
  },
  'workspace.signupModeInvalid': {
    en: 'Sign-up must be open, invite-only or closed',
    vi: 'Chế độ đăng ký phải là mở, chỉ qua lời mời hoặc đóng',
  },
  'workspace.domainInvalid': {
    en: 'Enter domains such as example.com',
    vi: 'Nhập tên miền dạng example.com',
  },
  'workspace.domainsTooMany': { en: 'At most 50 domains', vi: 'Tối đa 50 tên miền' },
  'workspace.settingLocked': {
    en: 'This setting is fixed by the server’s configuration (SIGNUP_MODE, SIGNUP_EMAIL_DOMAINS).',
    vi: 'Cài đặt này được cố định trong cấu hình máy chủ (SIGNUP_MODE, SIGNUP_EMAIL_DOMAINS).',
  },
  'workspace.settingsSaved': { en: 'Settings saved.', vi: 'Đã lưu cài đặt.' },
  'workspace.adminOnly': {
    en: 'Only workspace administrators can do this.',
    vi: 'Chỉ quản trị viên không gian làm việc mới làm được việc này.',
  },
  'workspace.userNotFound': { en: 'Member not found.', vi: 'Không tìm thấy thành viên.' },
  'workspace.roleInvalid': {
    en: 'The role must be admin or member',
    vi: 'Vai trò phải là quản trị viên hoặc thành viên',
  },
  'workspace.statusInvalid': {
    en: 'The status must be active or deactivated',
    vi: 'Trạng thái phải là đang hoạt động hoặc đã vô hiệu hóa',
  },
  'workspace.nothingToChange': {
    en: 'Give a role or a status to change',
    vi: 'Hãy chọn vai trò hoặc trạng thái cần đổi',
  },
  'workspace.lastAdmin': {
    en: 'The workspace needs at least one active administrator. Make someone else an administrator first.',
    vi: 'Không gian làm việc cần ít nhất một quản trị viên đang hoạt động. Hãy đặt người khác làm quản trị viên trước.',
  },
  'workspace.userUpdated': { en: 'Member updated.', vi: 'Đã cập nhật thành viên.' },
  'workspace.accountDeactivated': {
    en: 'This account has been deactivated. Contact a workspace administrator.',
    vi: 'Tài khoản này đã bị vô hiệu hóa. Hãy liên hệ quản trị viên không gian làm việc.',
  },
  'workspace.sessionEnded': {
    en: 'You were signed out on this device. Please sign in again.',
    vi: 'Bạn đã bị đăng xuất trên thiết bị này. Vui lòng đăng nhập lại.',
  },
  'workspace.tooManyFailedSignIns': {
    en: 'Too many failed sign-ins to this account. Wait 15 minutes, or reset your password.',
    vi: 'Đăng nhập sai quá nhiều lần vào tài khoản này. Hãy đợi 15 phút hoặc đặt lại mật khẩu.',
  },
  'workspace.sessionNotFound': { en: 'Session not found.', vi: 'Không tìm thấy phiên đăng nhập.' },
  'workspace.signedOut': { en: 'Signed out.', vi: 'Đã đăng xuất.' },
  'workspace.otherSessionsEnded': {
    en: 'Signed out of all other devices.',
    vi: 'Đã đăng xuất khỏi mọi thiết bị khác.',
  },
  'workspace.sessionRevoked': { en: 'Device signed out.', vi: 'Đã đăng xuất thiết bị.' },
  'workspace.currentPasswordWrong': { en: 'Current password is incorrect', vi: 'Mật khẩu hiện tại không đúng' },
  'workspace.passwordChanged': {
    en: 'Password changed. Your other devices were signed out.',
    vi: 'Đã đổi mật khẩu. Các thiết bị khác của bạn đã được đăng xuất.',
  },
  'workspace.resetMailSent': {
    en: 'If an account uses this email, a link to reset its password is on its way. It works for 1 hour.',
    vi: 'Nếu email này có tài khoản, một liên kết đặt lại mật khẩu đang được gửi đến. Liên kết dùng được trong 1 giờ.',
  },
  'workspace.resetByEmailOff': {
    en: 'This workspace cannot send email. Ask an administrator for a password-reset link.',
    vi: 'Không gian làm việc này không gửi được email. Hãy xin quản trị viên một liên kết đặt lại mật khẩu.',
  },
  'workspace.resetLinkInvalid': {
    en: 'This password-reset link has expired or was already used. Ask for a new one.',
    vi: 'Liên kết đặt lại mật khẩu này đã hết hạn hoặc đã được dùng. Hãy yêu cầu liên kết mới.',
  },
  'workspace.passwordReset': {
    en: 'Password reset. Sign in with your new password.',
    vi: 'Đã đặt lại mật khẩu. Hãy đăng nhập bằng mật khẩu mới.',
  },
  'workspace.resetLinkCreated': {
    en: 'Reset link created. It works once, for 1 hour.',
    vi: 'Đã tạo liên kết đặt lại. Liên kết dùng được một lần, trong 1 giờ.',
  },
  'workspace.accountDeleted': { en: 'Your account has been deleted.', vi: 'Tài khoản của bạn đã bị xóa.' },
  'workspace.passwordWrong': { en: 'Password is incorrect', vi: 'Mật khẩu không đúng' },
  'workspace.lastAdminDelete': {
    en: 'You are the last administrator. Make someone else an administrator before deleting your account.',
    vi: 'Bạn là quản trị viên cuối cùng. Hãy đặt người khác làm quản trị viên trước khi xóa tài khoản.',
  },
  'workspace.deletedUser': { en: 'deleted user', vi: 'Người dùng đã xóa' },
} as const;
