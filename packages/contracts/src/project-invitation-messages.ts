/** Server messages of project invitations (issue 25: a member joins a project only by accepting). */
export const PROJECT_INVITATION_MESSAGES = {
  'projects.invitationSent': {
    en: 'Invitation sent, unless this email is already in the project or invited. The person joins once they accept; without an account yet, they will find it after signing up with this email.',
    vi: 'Đã gửi lời mời, trừ khi email này đã ở trong dự án hoặc đã được mời. Người được mời sẽ tham gia khi chấp nhận; nếu chưa có tài khoản, họ sẽ thấy lời mời sau khi đăng ký bằng email này.',
  },
  'projects.invitationNotFound': {
    en: 'This invitation is no longer open.',
    vi: 'Lời mời này không còn hiệu lực.',
  },
  'projects.invitationsPerHour': {
    en: 'You have sent too many invitations in the last hour. Try again later.',
    vi: 'Bạn đã gửi quá nhiều lời mời trong một giờ qua. Hãy thử lại sau.',
  },
} as const;
