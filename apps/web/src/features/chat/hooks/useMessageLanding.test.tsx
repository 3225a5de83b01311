import { act, renderHook } from '@testing-library/react';
import type { MessageView } from '@teamhub/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeMessage } from '../../../../test/fixtures/chat';
import { useMessageLanding } from './useMessageLanding';

const history = (...ids: string[]): MessageView[] => ids.map((_id) => makeMessage({ _id }));

function setup(initial: Partial<Parameters<typeof useMessageLanding>[0]>) {
  const loadOlder = vi.fn();
  const onSettled = vi.fn();
  const base = {
    targetId: 'm1',
    messages: history('m3', 'm4'),
    loaded: true,
    hasOlder: true,
    loadingOlder: false,
    failed: false,
    loadOlder,
    onSettled,
  };
  const view = renderHook((props: Parameters<typeof useMessageLanding>[0]) => useMessageLanding(props), {
    initialProps: { ...base, ...initial },
  });
  return { ...view, base: { ...base, ...initial }, loadOlder, onSettled };
}

describe('useMessageLanding', () => {
  it('asks for older pages until the message is loaded, then lands on it once and settles the link', () => {
    const { result, rerender, base, loadOlder, onSettled } = setup({});
    expect(result.current.seeking).toBe(true);
    expect(loadOlder).toHaveBeenCalledTimes(1);
    rerender({ ...base, loadingOlder: true });
    expect(loadOlder).toHaveBeenCalledTimes(1);
    rerender({ ...base, messages: history('m1', 'm2', 'm3', 'm4') });
    expect(result.current.landed).toEqual({ messageId: 'm1', key: 1 });
    expect(result.current.seeking).toBe(false);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('keeps the mark after the link is dropped, and lands again when the same link comes back', () => {
    const { result, rerender, base } = setup({ messages: history('m1', 'm2') });
    expect(result.current.landed).toEqual({ messageId: 'm1', key: 1 });
    rerender({ ...base, targetId: null });
    expect(result.current.landed).toEqual({ messageId: 'm1', key: 1 });
    rerender({ ...base });
    expect(result.current.landed).toEqual({ messageId: 'm1', key: 2 });
    act(() => result.current.clearLanded());
    rerender({ ...base, targetId: null });
    expect(result.current.landed).toBeNull();
  });

  it('says the message is missing when the history ends without it', () => {
    const { result, onSettled } = setup({ hasOlder: false });
    expect(result.current.missing).toBe(true);
    expect(result.current.seeking).toBe(false);
    expect(result.current.landed).toBeNull();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('stops seeking on a failed page without calling the message missing', () => {
    const { result, loadOlder, onSettled } = setup({ failed: true });
    expect(result.current.seeking).toBe(false);
    expect(result.current.missing).toBe(false);
    expect(loadOlder).not.toHaveBeenCalled();
    expect(onSettled).not.toHaveBeenCalled();
  });
});
