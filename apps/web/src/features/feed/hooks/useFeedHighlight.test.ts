import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeedHighlight, type FeedHighlightOptions } from './useFeedHighlight';

function setup(overrides: Partial<FeedHighlightOptions> = {}) {
  const options: FeedHighlightOptions = {
    postId: 'p1',
    commentId: 'c1',
    locatePost: vi.fn(() => Promise.resolve(true)),
    scrollToPost: vi.fn(),
    openComments: vi.fn(),
    commentShown: vi.fn(() => Promise.resolve(true)),
    onFinished: vi.fn(),
    ...overrides,
  };
  const hook = renderHook((props: FeedHighlightOptions) => useFeedHighlight(props), { initialProps: options });
  return { options, hook };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useFeedHighlight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scrolls at 1.5 s, opens the comment 1 s later, and clears everything at 4.5 s', async () => {
    const { options, hook } = setup();
    expect(options.locatePost).toHaveBeenCalledWith('p1');

    await advance(1_499);
    expect(options.scrollToPost).not.toHaveBeenCalled();
    expect(hook.result.current.highlightedPostId).toBeNull();

    await advance(1);
    expect(options.scrollToPost).toHaveBeenCalledWith('p1');
    expect(hook.result.current.highlightedPostId).toBe('p1');
    expect(options.openComments).not.toHaveBeenCalled();

    await advance(999);
    expect(options.openComments).not.toHaveBeenCalled();
    await advance(1);
    expect(options.openComments).toHaveBeenCalledWith('p1');
    expect(hook.result.current.highlightedCommentId).toBe('c1');

    await advance(1_999);
    expect(hook.result.current.highlightedCommentId).toBe('c1');
    expect(hook.result.current.highlightedPostId).toBe('p1');
    expect(options.onFinished).not.toHaveBeenCalled();

    await advance(1);
    expect(hook.result.current).toEqual({ highlightedPostId: null, highlightedCommentId: null });
    expect(options.onFinished).toHaveBeenCalledTimes(1);
  });

  it('without a comment, marks the post for 3 s and then finishes', async () => {
    const { options, hook } = setup({ commentId: null });
    await advance(1_500);
    expect(hook.result.current.highlightedPostId).toBe('p1');
    await advance(2_999);
    expect(hook.result.current.highlightedPostId).toBe('p1');
    await advance(1);
    expect(hook.result.current.highlightedPostId).toBeNull();
    expect(options.openComments).not.toHaveBeenCalled();
    expect(options.onFinished).toHaveBeenCalledTimes(1);
  });

  it('waits for a post that takes longer than 1.5 s to find', async () => {
    let found: (value: boolean) => void = () => undefined;
    const { options } = setup({ locatePost: () => new Promise<boolean>((resolve) => (found = resolve)) });
    await advance(3_000);
    expect(options.scrollToPost).not.toHaveBeenCalled();
    await act(async () => found(true));
    expect(options.scrollToPost).toHaveBeenCalledWith('p1');
  });

  it('marks the comment for 2 s from when it is shown, however long its comments take to load', async () => {
    let shown: (value: boolean) => void = () => undefined;
    const { options, hook } = setup({ commentShown: () => new Promise<boolean>((resolve) => (shown = resolve)) });
    await advance(2_500);
    expect(options.openComments).toHaveBeenCalledWith('p1');
    await advance(5_000);
    expect(hook.result.current.highlightedCommentId).toBeNull();
    expect(options.onFinished).not.toHaveBeenCalled();

    await act(async () => shown(true));
    expect(hook.result.current.highlightedCommentId).toBe('c1');
    await advance(1_999);
    expect(hook.result.current.highlightedCommentId).toBe('c1');
    await advance(1);
    expect(hook.result.current.highlightedCommentId).toBeNull();
    expect(options.onFinished).toHaveBeenCalledTimes(1);
  });

  it('finishes without marking a comment that never shows', async () => {
    const { options, hook } = setup({ commentShown: () => Promise.resolve(false) });
    await advance(2_500);
    expect(hook.result.current.highlightedCommentId).toBeNull();
    await advance(2_000);
    expect(options.onFinished).toHaveBeenCalledTimes(1);
  });

  it('finishes without scrolling and says the post is missing when it no longer exists', async () => {
    const { options } = setup({ locatePost: () => Promise.resolve(false), onMissing: vi.fn() });
    await advance(1_500);
    expect(options.scrollToPost).not.toHaveBeenCalled();
    expect(options.onMissing).toHaveBeenCalledWith('p1');
    expect(options.onFinished).toHaveBeenCalledTimes(1);
  });

  it('does not call a post missing when the feed could not be read', async () => {
    const { options } = setup({ locatePost: () => Promise.reject(new Error('offline')), onMissing: vi.fn() });
    await advance(1_500);
    expect(options.onMissing).not.toHaveBeenCalled();
    expect(options.onFinished).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a post id and stops when unmounted', async () => {
    const idle = setup({ postId: null });
    await advance(10_000);
    expect(idle.options.locatePost).not.toHaveBeenCalled();
    expect(idle.options.onFinished).not.toHaveBeenCalled();

    const running = setup();
    running.hook.unmount();
    await advance(10_000);
    expect(running.options.scrollToPost).not.toHaveBeenCalled();
    expect(running.options.onFinished).not.toHaveBeenCalled();
  });
});
