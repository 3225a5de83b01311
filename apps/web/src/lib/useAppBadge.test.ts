import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useAppBadge } from './useAppBadge';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

function fakeBadging() {
  const setAppBadge = vi.fn(() => Promise.resolve());
  // A platform that refuses (not installed) rejects: that must not surface as an unhandled error.
  const clearAppBadge = vi.fn(() => Promise.reject(new DOMException('not installed', 'NotAllowedError')));
  Object.assign(navigator, { setAppBadge, clearAppBadge });
  return { setAppBadge, clearAppBadge };
}

it('shows the count on the app icon, clears it at 0 and when the signed-in layout goes', () => {
  const { setAppBadge, clearAppBadge } = fakeBadging();
  const { rerender, unmount } = renderHook(({ count }) => useAppBadge(count), { initialProps: { count: 3 } });
  expect(setAppBadge).toHaveBeenLastCalledWith(3);
  rerender({ count: 0 });
  expect(clearAppBadge).toHaveBeenCalledTimes(1);
  unmount();
  expect(clearAppBadge).toHaveBeenCalledTimes(2);
});

it('does nothing where the Badging API does not exist', () => {
  expect('setAppBadge' in navigator).toBe(false);
  expect(() => renderHook(() => useAppBadge(5)).unmount()).not.toThrow();
});
