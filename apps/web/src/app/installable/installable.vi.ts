/** The installable app's states: offline, and a new version waiting. */
export const installableVi = {
  offline: 'Bạn đang ngoại tuyến',
  offlineDetail: 'Nội dung mới sẽ hiện khi có mạng trở lại.',
  updateReady: 'Đã có phiên bản mới',
  reload: 'Tải lại',
};
