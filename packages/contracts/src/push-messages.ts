/** Server messages of Web Push subscriptions and preferences. */
export const PUSH_MESSAGES = {
  'push.endpointInvalid': {
    en: 'The subscription needs the push service’s https address (endpoint)',
    vi: 'Đăng ký cần địa chỉ https của dịch vụ đẩy (endpoint)',
  },
  'push.endpointNotAllowed': {
    en: 'This push address is not allowed: it must be an https address on the public internet.',
    vi: 'Địa chỉ đẩy này không được phép: phải là địa chỉ https trên internet công cộng.',
  },
  'push.keysInvalid': {
    en: 'The subscription’s keys (p256dh and auth) are missing or not base64url',
    vi: 'Khóa của đăng ký (p256dh và auth) bị thiếu hoặc không phải base64url',
  },
  'push.tooManySubscriptions': {
    en: 'Too many devices receive push notifications. Turn push off on a device you no longer use.',
    vi: 'Có quá nhiều thiết bị nhận thông báo đẩy. Hãy tắt thông báo đẩy trên thiết bị bạn không còn dùng.',
  },
  'push.timeInvalid': { en: 'Enter a time as HH:mm, e.g. 22:00', vi: 'Nhập giờ dạng HH:mm, ví dụ 22:00' },
  'push.timeZoneInvalid': {
    en: 'Choose a time zone such as Asia/Ho_Chi_Minh',
    vi: 'Chọn múi giờ, ví dụ Asia/Ho_Chi_Minh',
  },
  'push.quietHoursEmpty': {
    en: 'Quiet hours must end at another time than they start',
    vi: 'Giờ yên lặng phải kết thúc vào giờ khác giờ bắt đầu',
  },
  'push.categoryInvalid': {
    en: 'Each kind of notification is on (true) or off (false)',
    vi: 'Mỗi loại thông báo phải là bật (true) hoặc tắt (false)',
  },
} as const satisfies Record<string, { en: string; vi: string }>;
