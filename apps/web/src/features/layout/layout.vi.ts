/** The signed-in layout's texts: navigation and the welcome sticker, in Vietnamese. */
export const navVi = {
  home: 'Trang chủ',
  notification: 'Notification',
  add: 'Add',
  chat: 'Chat',
  project: 'Project',
  funding: 'Funding',
  document: 'Document',
  movieRoom: 'Movie Room',
  admin: 'Quản trị',
  logout: 'Logout',
  settings: 'Cài đặt',
  profile: 'Trang cá nhân',
  notifications: 'Thông báo',
  guestName: 'Khách',
  guestEmail: 'Chưa đăng nhập',
  mainNavigation: 'Điều hướng chính',
  skipToContent: 'Bỏ qua đến nội dung chính',
  search: 'Tìm kiếm',
};

export const welcomeVi = {
  hello: 'Xin chào, {{name}}!',
};
