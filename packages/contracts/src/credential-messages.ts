import type { Language } from './languages.js';

/**
 * The rules of a username, an email and a password, in both languages. Their own module so the sign-in
 * and register screens can check a form with them without carrying every server message.
 */
export const CREDENTIAL_MESSAGES = {
  'validation.usernameRequired': { en: 'Name is required', vi: 'Vui lòng nhập tên' },
  'validation.usernameLength': {
    en: 'Name must be 3 to 30 characters',
    vi: 'Tên phải có từ 3 đến 30 ký tự',
  },
  'validation.usernameChars': {
    en: 'Name can only contain letters, numbers, dots, underscores and hyphens',
    vi: 'Tên chỉ được chứa chữ cái, chữ số, dấu chấm, gạch dưới và gạch ngang',
  },
  'validation.emailRequired': { en: 'Email is required', vi: 'Vui lòng nhập email' },
  'validation.emailInvalid': { en: 'Enter a valid email address', vi: 'Email không hợp lệ' },
  'validation.passwordRequired': { en: 'Password is required', vi: 'Vui lòng nhập mật khẩu' },
  'validation.passwordMin': {
    en: 'Password must be at least 8 characters',
    vi: 'Mật khẩu phải có ít nhất 8 ký tự',
  },
  'validation.passwordMax': {
    en: 'Password must be at most 128 characters',
    vi: 'Mật khẩu không được dài quá 128 ký tự',
  },
} as const satisfies Record<string, { en: string; vi: string }>;

export type CredentialMessageKey = keyof typeof CREDENTIAL_MESSAGES;

export function translateCredentialMessage(key: CredentialMessageKey, language: Language): string {
  return CREDENTIAL_MESSAGES[key][language];
}
