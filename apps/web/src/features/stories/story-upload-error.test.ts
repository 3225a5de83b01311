import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { storyUploadErrorMessage } from './story-upload-error';

describe('storyUploadErrorMessage', () => {
  it.each([
    [new ApiError('network', 0, 'network'), { key: 'network' }],
    [new ApiError('timeout', 0, 'timeout'), { key: 'network' }],
    [new ApiError('too big', 413, 'http'), { key: 'tooLarge' }],
    [new ApiError('Định dạng tệp không hợp lệ. Vui lòng chọn tệp khác.', 400, 'http'), { key: 'invalid' }],
    [new ApiError('Choose a photo or video for your story', 400, 'http'), { key: 'invalid' }],
    [new ApiError('Bad Request', 400, 'http'), { key: 'invalid' }],
    [new ApiError('', 400, 'http'), { key: 'invalid' }],
    [
      new ApiError('Story captions can be at most 500 characters', 400, 'http'),
      { key: 'invalid', serverMessage: 'Story captions can be at most 500 characters' },
    ],
    [new ApiError('oops', 500, 'http'), { key: 'failed' }],
    [new Error('?'), { key: 'failed' }],
  ])('maps %s', (error, expected) => {
    expect(storyUploadErrorMessage(error)).toEqual(expected);
  });
});
