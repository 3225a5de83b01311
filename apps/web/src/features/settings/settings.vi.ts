/** Settings texts (language and appearance), in Vietnamese. */
export const settingsVi = {
  title: 'Cài đặt',
  languageTitle: 'Ngôn ngữ',
  languageHint: 'Chọn ngôn ngữ hiển thị của ứng dụng. Lựa chọn được lưu trên trình duyệt này.',
  vietnamese: 'Tiếng Việt',
  english: 'English',
  appearanceTitle: 'Giao diện',
  appearanceHint: 'Sáng, tối hoặc theo cài đặt của hệ thống. Lựa chọn được lưu vào tài khoản, trên mọi thiết bị.',
  themeLight: 'Sáng',
  themeDark: 'Tối',
  themeSystem: 'Theo hệ thống',
  themeSaveFailed: 'Không lưu được giao diện. Vui lòng thử lại.',
  chatTitle: 'Trò chuyện',
  readReceipts: 'Gửi xác nhận đã xem',
  readReceiptsHint:
    'Khi tắt, người khác không thấy bạn đã xem tin nhắn của họ, và bạn cũng không thấy ai đã xem tin nhắn của mình.',
  readReceiptsSaveFailed: 'Không lưu được cài đặt xác nhận đã xem. Vui lòng thử lại.',
  accountTitle: 'Tài khoản',
};
