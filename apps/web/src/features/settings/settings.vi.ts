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
  accountTitle: 'Tài khoản',
};
