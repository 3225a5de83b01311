/** The app shell's texts (loading, unreachable server, placeholder screens) and page titles, in Vietnamese. */
export const appVi = {
  name: 'TeamHub',
  version: 'v1.0',
  loading: 'Đang tải...',
  serverUnreachable: 'Không thể kết nối đến máy chủ.',
  retry: 'Thử lại',
  comingSoonTitle: 'Sắp ra mắt',
  comingSoonBody: 'Tính năng này đang được xây dựng và sẽ sớm có mặt.',
  noAccessTitle: 'Không có quyền truy cập',
  noAccessBody: 'Trang này chỉ dành cho quản trị viên của không gian làm việc.',
  backHome: 'Về trang chủ',
};

export const pagesVi = {
  feed: 'Bảng tin',
  chat: 'Tin nhắn',
  movieRoom: 'Phòng Phim',
  profile: 'Trang cá nhân',
  editProfile: 'Chỉnh sửa trang cá nhân',
  projects: 'Dự án',
  documents: 'Tài liệu của tôi',
  notifications: 'Thông báo',
  funding: 'Gây quỹ',
};
