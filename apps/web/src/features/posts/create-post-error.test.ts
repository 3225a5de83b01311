import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { createPostErrorMessage } from './create-post-error';

describe('createPostErrorMessage', () => {
  it('maps each status to the spec message', () => {
    expect(createPostErrorMessage(new ApiError('too big', 413, 'http'))).toEqual({ key: 'tooLarge' });
    expect(createPostErrorMessage(new ApiError('nope', 401, 'http'))).toEqual({ key: 'unauthorized' });
    expect(createPostErrorMessage(new ApiError('network', 0, 'network'))).toEqual({ key: 'network' });
    expect(createPostErrorMessage(new ApiError('timeout', 0, 'timeout'))).toEqual({ key: 'network' });
    expect(createPostErrorMessage(new ApiError('boom', 500, 'http'))).toEqual({ key: 'failed' });
    expect(createPostErrorMessage(new Error('odd'))).toEqual({ key: 'failed' });
  });

  it("shows the server's message for a 400, or the generic one without it", () => {
    expect(createPostErrorMessage(new ApiError('Choose a photo or video to share.', 400, 'http'))).toEqual({
      key: 'invalid',
      serverMessage: 'Choose a photo or video to share.',
    });
    expect(createPostErrorMessage(new ApiError('', 400, 'http'))).toEqual({ key: 'invalid' });
    expect(
      createPostErrorMessage(
        new ApiError('Please check', 400, 'http', [
          { msg: 'Caption must be at most 2,200 characters', path: 'caption' },
        ]),
      ),
    ).toEqual({ key: 'invalid', serverMessage: 'Caption must be at most 2,200 characters' });
  });
});
