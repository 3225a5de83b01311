/** Settings texts (language, appearance, time zone, chat), in Vietnamese. */
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
  timeZoneTitle: 'Múi giờ',
  timeZoneHint:
    'Nhắc việc đến lúc {{time}} theo giờ này: một ngày trước hạn chót của task, và sáng hôm sau nếu đã quá hạn. “Hôm nay” trên bảng và lịch cũng theo múi giờ này.',
  timeZoneLabel: 'Múi giờ của bạn',
  timeZoneUseDevice: 'Dùng múi giờ của thiết bị này ({{zone}})',
  timeZoneSaveFailed: 'Không lưu được múi giờ. Vui lòng thử lại.',
  chatTitle: 'Trò chuyện',
  readReceipts: 'Gửi xác nhận đã xem',
  readReceiptsHint:
    'Khi tắt, người khác không thấy bạn đã xem tin nhắn của họ, và bạn cũng không thấy ai đã xem tin nhắn của mình.',
  readReceiptsSaveFailed: 'Không lưu được cài đặt xác nhận đã xem. Vui lòng thử lại.',
  accountTitle: 'Tài khoản',
};
