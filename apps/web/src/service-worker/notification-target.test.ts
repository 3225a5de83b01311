import { describe, expect, it, vi } from 'vitest';
import { openNotificationTarget, sameOriginPath, type AppWindow } from './notification-target';

const ORIGIN = 'https://team.example';

describe('sameOriginPath', () => {
  it('keeps a path of the app, query and hash included', () => {
    expect(sameOriginPath('/chat?c=42#m7', ORIGIN)).toBe('/chat?c=42#m7');
    expect(sameOriginPath(`${ORIGIN}/projects/1`, ORIGIN)).toBe('/projects/1');
  });

  it('refuses another site, however it is written, and anything not a string', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://team.example/']) {
      expect(sameOriginPath(url, ORIGIN), url).toBeNull();
    }
    for (const url of [undefined, null, 3, '', { url: '/' }]) expect(sameOriginPath(url, ORIGIN)).toBeNull();
  });
});

function fakeWindow(focused: boolean, navigate: AppWindow['navigate'] = () => Promise.resolve(null)) {
  return { focused, focus: vi.fn(() => Promise.resolve(null)), navigate: vi.fn(navigate) };
}

describe('openNotificationTarget', () => {
  it('navigates the focused window of the app and brings it to the front', async () => {
    const other = fakeWindow(false);
    const focused = fakeWindow(true);
    const openWindow = vi.fn(() => Promise.resolve(null));
    await openNotificationTarget({ matchAll: () => Promise.resolve([other, focused]), openWindow }, '/chat?c=1');
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith('/chat?c=1');
    expect(other.navigate).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('uses an open window that is not focused when it is the only one', async () => {
    const open = fakeWindow(false);
    const openWindow = vi.fn(() => Promise.resolve(null));
    await openNotificationTarget({ matchAll: () => Promise.resolve([open]), openWindow }, '/notifications');
    expect(open.navigate).toHaveBeenCalledWith('/notifications');
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, or when the open one cannot be navigated', async () => {
    const openWindow = vi.fn(() => Promise.resolve(null));
    await openNotificationTarget({ matchAll: () => Promise.resolve([]), openWindow }, '/chat');
    expect(openWindow).toHaveBeenLastCalledWith('/chat');
    const uncontrolled = fakeWindow(true, () => Promise.reject(new TypeError('not controlled')));
    await openNotificationTarget({ matchAll: () => Promise.resolve([uncontrolled]), openWindow }, '/feed');
    expect(openWindow).toHaveBeenLastCalledWith('/feed');
  });
});
