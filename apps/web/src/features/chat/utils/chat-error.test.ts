import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { chatErrorText } from './chat-error';

describe('chatErrorText', () => {
  const texts = { fallback: 'Không thể tìm kiếm người dùng', network: 'Lỗi kết nối khi tìm kiếm người dùng' };

  it("prefers the server's message", () => {
    expect(chatErrorText(new ApiError('Tài khoản bị khóa', 403, 'http'), texts)).toBe('Tài khoản bị khóa');
  });

  it('uses the connection text when nothing came back', () => {
    expect(chatErrorText(new ApiError('network', 0, 'network'), texts)).toBe(texts.network);
    expect(chatErrorText(new ApiError('timeout', 0, 'timeout'), texts)).toBe(texts.network);
    expect(chatErrorText(new ApiError('network', 0, 'network'), { fallback: 'x' })).toBe('x');
  });

  it('falls back otherwise', () => {
    expect(chatErrorText(new ApiError('', 500, 'http'), texts)).toBe(texts.fallback);
    expect(chatErrorText(new Error('boom'), texts)).toBe(texts.fallback);
  });
});
