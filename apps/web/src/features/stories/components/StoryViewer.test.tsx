import type { StoryGroup } from '@teamhub/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { namespaceConnections } from '../../../lib/realtime/namespace-connection';
import type { NamespaceSocket } from '../../../lib/realtime/namespace-socket';
import { storyKeys } from '../api';
import { forgetMarkedStories } from '../hooks/useMarkStoryViewed';
import type { StoryStripData } from '../story-cache';
import { makeGroup } from '../test-support/fixtures';
import { StoryViewer } from './StoryViewer';

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const me = { _id: 'user-1', username: 'minh' };
const lan = { _id: 'user-2', username: 'lan' };
const an = { _id: 'user-3', username: 'an' };

const viewer = () => screen.getByTestId('story-viewer');
const storyOnScreen = () => viewer().getAttribute('data-story-id');
const bar = (index: number) => screen.getByTestId(`story-progress-${index}`);
/** The picture has loaded: the clock may start. */
const loadMedia = () => fireEvent.load(screen.getByTestId('story-media'));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function fakeSocket() {
  const listeners = new Map<string, (payload: unknown) => void>();
  const socket = {
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
  };
  const emit = (event: string, payload: unknown) => act(() => listeners.get(event)?.(payload));
  return { socket: socket as unknown as NamespaceSocket<'notifications'>, emit };
}

describe('StoryViewer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    forgetMarkedStories();
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.endsWith('/view')) return json(200, { success: true, data: { storyId: 'x', hasViewed: true } });
      if (url.endsWith('/viewers')) {
        return json(200, {
          success: true,
          data: {
            viewers: [
              {
                user: { _id: 'user-2', id: 'user-2', username: 'lan', avatar: '', verified: false },
                viewedAt: '2026-03-15T10:05:00.000Z',
              },
            ],
            total: 1,
          },
        });
      }
      if (url.endsWith('/reply')) {
        return json(200, { success: true, data: { conversationId: 'c1', message: { _id: 'm1' } } });
      }
      if (init?.method === 'DELETE') return json(200, { success: true, message: 'Đã xóa tin' });
      return json(404, { success: false, message: 'not found' });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  function renderViewer(groups: StoryGroup[], startUserId: string) {
    const onClose = vi.fn();
    const realtime = fakeSocket();
    const ui = (open: boolean) => (
      <namespaceConnections.notifications.Provider
        value={{ socket: realtime.socket, connected: true, connectError: false }}
      >
        {open && <StoryViewer groups={groups} startUserId={startUserId} onClose={onClose} />}
      </namespaceConnections.notifications.Provider>
    );
    // As in the app, the strip is cached before the viewer opens from it.
    const utils = renderWithProviders(ui(false));
    utils.queryClient.setQueryData<StoryStripData>(storyKeys.strip, { source: 'stories', groups });
    utils.rerender(ui(true));
    return { ...utils, onClose, emit: realtime.emit };
  }

  const strip = () => [makeGroup(me, []), makeGroup(lan, ['l1', 'l2']), makeGroup(an, ['a1'])];
  const posted = (url: string) =>
    fetchMock.mock.calls.filter((call) => String(call[0]) === url && call[1]?.method === 'POST').length;

  it('waits for the picture, then fills the bar every 100 ms and moves on after 15 s', () => {
    vi.useFakeTimers();
    renderViewer(strip(), 'user-2');
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    advance(1_000);
    expect(bar(0)).toHaveAttribute('aria-valuenow', '0');
    loadMedia();
    advance(1_500);
    expect(bar(0)).toHaveAttribute('aria-valuenow', '10');
    advance(13_500);
    expect(storyOnScreen()).toBe('l2');
    expect(bar(0)).toHaveAttribute('data-state', 'done');
    expect(bar(1)).toHaveAttribute('aria-valuenow', '0');
  });

  it('keeps time by the clock even when the timer fires late', () => {
    vi.useFakeTimers();
    renderViewer(strip(), 'user-2');
    loadMedia();
    // A throttled tab: the interval runs once a second at best, the bar still matches the time.
    act(() => {
      vi.setSystemTime(Date.now());
      vi.advanceTimersByTime(3_000);
    });
    expect(bar(0)).toHaveAttribute('aria-valuenow', '20');
  });

  it('pauses with the pause button (aria-pressed) and while the picture is held', () => {
    vi.useFakeTimers();
    renderViewer(strip(), 'user-2');
    loadMedia();
    const pause = screen.getByRole('button', { name: 'Tạm dừng' });
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    advance(5_000);
    expect(bar(0)).toHaveAttribute('aria-valuenow', '0');
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    advance(1_500);
    expect(bar(0)).toHaveAttribute('aria-valuenow', '10');

    const area = screen.getByTestId('story-media-area');
    fireEvent.pointerDown(area, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
    expect(viewer()).toHaveAttribute('data-paused', 'true');
    advance(3_000);
    expect(bar(0)).toHaveAttribute('aria-valuenow', '10');
    fireEvent.pointerUp(area, { pointerId: 1, clientX: 10, clientY: 10 });
    expect(viewer()).toHaveAttribute('data-paused', 'false');
    expect(storyOnScreen()).toBe('l1');
  });

  it('goes next and back with the arrow keys and the buttons, across authors, and closes after the last', () => {
    const { onClose } = renderViewer(strip(), 'user-2');
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(storyOnScreen()).toBe('l2');
    fireEvent.click(screen.getByRole('button', { name: 'Tin tiếp theo' }));
    expect(storyOnScreen()).toBe('a1');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    expect(storyOnScreen()).toBe('l2');
    fireEvent.click(screen.getByRole('button', { name: 'Tin trước' }));
    expect(storyOnScreen()).toBe('l1');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tin tiếp theo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tin tiếp theo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tin tiếp theo' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape', () => {
    const { onClose } = renderViewer(strip(), 'user-2');
    fireEvent.keyDown(viewer(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves with a tap on the halves on a narrow screen, but not with a hold', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    renderViewer(strip(), 'user-2');
    const area = screen.getByTestId('story-media-area');
    area.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 600 }) as DOMRect;
    // The test's own clock: a tap lasts no time at all however busy the machine (a press is timed).
    vi.useFakeTimers();
    const tap = (x: number) => {
      fireEvent.pointerDown(area, { button: 0, pointerId: 1, clientX: x, clientY: 300 });
      fireEvent.pointerUp(area, { pointerId: 1, clientX: x, clientY: 300 });
    };
    tap(250);
    expect(storyOnScreen()).toBe('l2');
    tap(40);
    expect(storyOnScreen()).toBe('l1');

    fireEvent.pointerDown(area, { button: 0, pointerId: 1, clientX: 250, clientY: 300 });
    advance(600);
    fireEvent.pointerUp(area, { pointerId: 1, clientX: 250, clientY: 300 });
    expect(storyOnScreen()).toBe('l1');
  });

  it('marks a story viewed once and turns its ring grey in the cached strip', async () => {
    const groups = [makeGroup(me, []), makeGroup(lan, ['l1'])];
    const first = renderViewer(groups, 'user-2');
    await waitFor(() => expect(posted('/api/stories/l1/view')).toBe(1));
    const cached = first.queryClient.getQueryData<StoryStripData>(storyKeys.strip)!;
    expect(cached.groups[1]).toMatchObject({ storyStatus: 'watched' });
    expect(cached.groups[1]!.stories[0]!.hasViewed).toBe(true);
    first.unmount();
    renderViewer(groups, 'user-2');
    await act(async () => undefined);
    expect(posted('/api/stories/l1/view')).toBe(1);
  });

  it('offers a reply box to others: typing pauses, Enter sends, "Đã gửi" confirms', async () => {
    renderViewer(strip(), 'user-2');
    expect(screen.queryByTestId('story-seen-by')).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Trả lời lan…' });
    fireEvent.focus(input);
    expect(viewer()).toHaveAttribute('data-paused', 'true');
    fireEvent.change(input, { target: { value: '  Đẹp quá!  ' } });
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    expect(storyOnScreen()).toBe('l1');
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Đã gửi')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find((item) => String(item[0]) === '/api/stories/l1/reply')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ text: 'Đẹp quá!' });
    expect(input).toHaveValue('');
  });

  it('shows the author "Seen by N" (live) with the viewers list, and deletes after confirming', async () => {
    const groups = [makeGroup(me, ['m1', 'm2']), makeGroup(lan, ['l1'])];
    groups[0]!.stories[0]!.viewersCount = 2;
    const { queryClient } = renderViewer(groups, 'user-1');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('story-seen-by')).toHaveTextContent('2 người đã xem');
    expect(posted('/api/stories/m1/view')).toBe(0);

    act(() =>
      queryClient.setQueryData<StoryStripData>(storyKeys.strip, (strip) => ({
        ...strip!,
        groups: strip!.groups.map((group) => ({
          ...group,
          stories: group.stories.map((story) => (story._id === 'm1' ? { ...story, viewersCount: 3 } : story)),
        })),
      })),
    );
    await waitFor(() => expect(screen.getByTestId('story-seen-by')).toHaveTextContent('3 người đã xem'));

    fireEvent.click(screen.getByTestId('story-seen-by'));
    expect(await screen.findByTestId('story-viewers-list')).toHaveTextContent('lan');
    expect(viewer()).toHaveAttribute('data-paused', 'true');
    fireEvent.click(screen.getAllByRole('button', { name: 'Đóng' }).at(-1)!);

    fireEvent.click(screen.getByRole('button', { name: 'Xóa tin' }));
    fireEvent.click(screen.getByTestId('story-delete-accept'));
    await waitFor(() => expect(storyOnScreen()).toBe('m2'));
    const deleted = fetchMock.mock.calls.find((call) => call[1]?.method === 'DELETE')!;
    expect(String(deleted[0])).toBe('/api/stories/m1');
    const cached = queryClient.getQueryData<StoryStripData>(storyKeys.strip)!;
    expect(cached.groups[0]!.stories.map((story) => story._id)).toEqual(['m2']);
  });

  it('skips a story its author deleted meanwhile', () => {
    const { emit } = renderViewer(strip(), 'user-2');
    emit('story-deleted', { storyId: 'l1', userId: 'user-2' });
    expect(storyOnScreen()).toBe('l2');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('plays a video muted with a sound toggle, pauses it with the story, and ends it with the video', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    vi.useFakeTimers();
    const groups = [makeGroup(lan, ['v1']), makeGroup(an, ['a1'])];
    groups[0]!.stories[0] = { ...groups[0]!.stories[0]!, mediaType: 'video', mediaUrl: '/uploads/v1.mp4' };
    renderViewer(groups, 'user-2');
    const video = screen.getByTestId('story-media') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalled();

    const sound = screen.getByRole('button', { name: 'Âm thanh' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(video.muted).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Tạm dừng' }));
    expect(pause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tạm dừng' }));

    // A 4 s video in a 15 s story: the story ends with the video.
    Object.defineProperty(video, 'duration', { configurable: true, value: 4 });
    fireEvent.loadedMetadata(video);
    fireEvent.loadedData(video);
    advance(2_000);
    expect(bar(0)).toHaveAttribute('aria-valuenow', '50');
    advance(2_000);
    expect(storyOnScreen()).toBe('a1');
    play.mockRestore();
    pause.mockRestore();
  });

  it('shows the caption, the texts over the picture and who posted it', () => {
    const groups = [makeGroup(lan, ['l1'])];
    groups[0]!.stories[0] = {
      ...groups[0]!.stories[0]!,
      content: 'Chiều nay',
      textOverlays: [{ text: 'Xin chào', x: 20, y: 80, fontSize: 40, color: '#ff0000', fontFamily: 'Georgia' }],
      filters: { ...groups[0]!.stories[0]!.filters, blackAndWhite: true },
    };
    renderViewer(groups, 'user-2');
    expect(screen.getByTestId('story-caption')).toHaveTextContent('Chiều nay');
    expect(screen.getByTestId('story-author')).toHaveTextContent('lan');
    const overlay = screen.getByTestId('story-overlay');
    expect(overlay).toHaveTextContent('Xin chào');
    expect(overlay.style.left).toBe('20%');
    expect(overlay.style.top).toBe('80%');
    expect(screen.getByTestId('story-media').style.filter).toBe('grayscale(1)');
    expect(screen.getByRole('dialog', { name: 'Tin của lan' })).toBeInTheDocument();
  });
});
