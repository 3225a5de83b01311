/** The register screen's texts about the workspace's sign-up rules and invite links, in Vietnamese. */
export const signupVi = {
  checking: 'Đang kiểm tra...',
  invitedBy: '{{name}} mời bạn tham gia',
  invited: 'Bạn được mời tham gia',
  invitedText: 'Tạo tài khoản để vào không gian làm việc của nhóm.',
  inviteOnlyTitle: 'Cần có lời mời',
  inviteOnlyText:
    'Không gian làm việc này chỉ nhận thành viên qua liên kết mời. Hãy xin quản trị viên một liên kết, rồi mở liên kết đó để đăng ký.',
  closedTitle: 'Đăng ký đang đóng',
  closedText: 'Không gian làm việc này không nhận tài khoản mới. Nếu bạn cần tham gia, hãy liên hệ quản trị viên.',
  inviteGoneTitle: 'Liên kết mời không dùng được',
  inviteGoneText:
    'Liên kết này đã hết hạn, hết lượt dùng, đã bị thu hồi hoặc bị chép thiếu. Hãy xin quản trị viên một liên kết mới.',
  inviteGoneOpenText: 'Liên kết mời này không còn dùng được, nhưng bạn vẫn có thể tự đăng ký.',
  domainsHint: 'Dùng địa chỉ email thuộc {{domains}}.',
  boundEmailHint: 'Liên kết mời này dành cho địa chỉ email này.',
};
