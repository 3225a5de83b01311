import { AI_ERROR_TYPES } from '@teamhub/contracts';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { ASSISTANT_ERROR_TYPES, failureFromHttp, meansOffline } from './assistant-errors';
import { replyErrorText } from './reply-error-text';

describe('error texts', () => {
  afterEach(() => changeLanguage('vi'));

  it('has a distinct text for every error type in both languages', async () => {
    for (const language of ['vi', 'en'] as const) {
      await changeLanguage(language);
      const texts = ASSISTANT_ERROR_TYPES.map((errorType) => replyErrorText(i18n.t, { errorType }));
      expect(texts.every((text) => text.length > 10 && !text.startsWith('assistant.'))).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    }
    expect(ASSISTANT_ERROR_TYPES).toEqual(expect.arrayContaining([...AI_ERROR_TYPES]));
  });

  it('says what the specification says for the timed errors', async () => {
    const t = i18n.t;
    expect(replyErrorText(t, { errorType: 'model_not_loaded' })).toContain('30-60 giây');
    expect(replyErrorText(t, { errorType: 'quota_exceeded' })).toContain('7:00');
    expect(replyErrorText(t, { errorType: 'rate_limited' })).toContain('30 giây');
    expect(replyErrorText(t, { errorType: 'provider_rate_limited' })).toContain('1-2 phút');
    await changeLanguage('en');
    expect(replyErrorText(t, { errorType: 'model_not_loaded' })).toContain('30-60 seconds');
    expect(replyErrorText(t, { errorType: 'quota_exceeded' })).toContain('7:00 AM');
    expect(replyErrorText(t, { errorType: 'rate_limited' })).toContain('30 seconds');
    expect(replyErrorText(t, { errorType: 'provider_rate_limited' })).toMatch(/1-2 minutes.*switch model/);
  });

  it('names each HTTP failure in the reader’s language', async () => {
    const text = (status: number, body?: unknown) => replyErrorText(i18n.t, failureFromHttp(status, body));
    expect(text(429)).toBe('Quá nhiều yêu cầu. Vui lòng thử lại sau.');
    expect(text(500)).toBe('Máy chủ đang gặp sự cố. Vui lòng thử lại sau.');
    expect(text(503)).toBe('Dịch vụ AI hiện không khả dụng.');
    expect(text(418)).toBe('Đã xảy ra lỗi. Vui lòng thử lại.');
    expect(text(400, { message: 'Vui lòng nhập câu hỏi' })).toBe('Vui lòng nhập câu hỏi');
    expect(replyErrorText(i18n.t, { errorType: 'network' })).toBe('Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.');
    await changeLanguage('en');
    expect(text(429)).toBe('Too many requests. Please try again later.');
    expect(text(500)).toBe('The server ran into a problem. Please try again later.');
    expect(text(503)).toBe('The AI service is unavailable right now.');
    expect(replyErrorText(i18n.t, { errorType: 'network' })).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('turns the status offline for the service-down errors only', () => {
    expect(
      ['ollama_not_running', 'connection_failed', 'sonar_api_error', 'service_unavailable'].every((type) =>
        meansOffline(type as never),
      ),
    ).toBe(true);
    expect(meansOffline('timeout')).toBe(false);
    expect(meansOffline('quota_exceeded')).toBe(false);
  });
});
