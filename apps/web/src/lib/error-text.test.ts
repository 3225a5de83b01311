import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorText } from './error-text';

describe('errorText', () => {
  it("shows the server's message, else the fallback", () => {
    expect(errorText(new ApiError('Không đủ quyền', 403, 'http'), 'fallback')).toBe('Không đủ quyền');
    expect(errorText(new ApiError('network', 0, 'network'), 'fallback')).toBe('fallback');
    expect(errorText(new ApiError('', 500, 'http'), 'fallback')).toBe('fallback');
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('adds the field errors only when asked', () => {
    const error = new ApiError('Dữ liệu không hợp lệ', 400, 'http', [{ msg: 'Tên miền sai' } as never]);
    expect(errorText(error, 'fallback')).toBe('Dữ liệu không hợp lệ');
    expect(errorText(error, 'fallback', { withDetails: true })).toBe('Dữ liệu không hợp lệ Tên miền sai');
  });
});
