import type { StoryGroup } from '@teamhub/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthor } from '../../../../test/fixtures/posts';
import { renderWithProviders } from '../../../../test/render';
import { namespaceConnections } from '../../../lib/realtime/namespace-connection';
import type { NamespaceSocket } from '../../../lib/realtime/namespace-socket';
import { storyKeys } from '../api';
import type { StoryStripData } from '../story-cache';
import { makeGroup } from '../test-support/fixtures';
import { StoryStrip } from './StoryStrip';

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const me = { _id: 'user-1', username: 'minh' };
const lan = { _id: 'user-2', username: 'lan' };
const an = { _id: 'user-3', username: 'an' };

function fakeSocket() {
  const listeners = new Map<string, (payload: unknown) => void>();
  const socket = {
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
  };
  const emit = (event: string, payload: unknown) => act(() => listeners.get(event)?.(payload));
  return { socket: socket as unknown as NamespaceSocket<'notifications'>, emit };
}

describe('StoryStrip', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let stories: () => Promise<Response>;
  let users: () => Promise<Response>;
  const answerStories = (groups: StoryGroup[]) => () => json(200, { success: true, data: { stories: groups } });
  const calls = (url: string) => fetchMock.mock.calls.filter((call) => String(call[0]) === url).length;

  beforeEach(() => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url === '/api/stories') return stories();
      if (url === '/api/profile/users') return users();
      return json(404, { success: false, message: 'not found' });
    });
    vi.stubGlobal('fetch', fetchMock);
    users = () => json(500, { success: false, message: 'down' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  function renderStrip() {
    const realtime = fakeSocket();
    const utils = renderWithProviders(
      <namespaceConnections.notifications.Provider
        value={{ socket: realtime.socket, connected: true, connectError: false }}
      >
        <StoryStrip />
      </namespaceConnections.notifications.Provider>,
    );
    return { ...utils, emit: realtime.emit };
  }

  const entries = () =>
    within(screen.getByTestId('story-strip'))
      .getAllByRole('listitem')
      .map((item) => [item.getAttribute('data-testid'), item.getAttribute('data-status')]);

  it("shows the own entry first, then the server's order, with a ring for unseen and one for seen", async () => {
    stories = answerStories([makeGroup(me, []), makeGroup(lan, ['l1']), makeGroup(an, ['a1'], ['a1'])]);
    renderStrip();
    expect(await screen.findByRole('button', { name: 'Xem tin của lan, chưa xem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xem tin của an, đã xem' })).toBeInTheDocument();
    expect(entries()).toEqual([
      ['story-entry-own', 'none'],
      ['story-entry-user-2', 'new'],
      ['story-entry-user-3', 'watched'],
    ]);
    expect(screen.getByRole('button', { name: 'Tin của bạn: tạo tin mới' })).toHaveTextContent('Tin của bạn');
    // What a speech user reads on each button is part of its name (WCAG 2.5.3): avatar initials are no text.
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label')?.toLowerCase()).toContain(button.textContent?.trim().toLowerCase());
    }
    expect(screen.queryByTestId('story-strip-retry')).not.toBeInTheDocument();
  });

  it('opens the own stories from the picture and adds one from the separate "+"', async () => {
    stories = answerStories([makeGroup(me, ['m1']), makeGroup(lan, ['l1'])]);
    renderStrip();
    expect(await screen.findByRole('button', { name: 'Xem tin của bạn' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào tin của bạn' }));
    expect(await screen.findByTestId('create-story-dialog')).toBeInTheDocument();
  });

  it('moves focus to the new story when the first one replaces the focused "create" button', async () => {
    stories = answerStories([makeGroup(me, [])]);
    const { queryClient } = renderStrip();
    const create = await screen.findByRole('button', { name: 'Tin của bạn: tạo tin mới' });
    create.focus();
    act(() =>
      queryClient.setQueryData<StoryStripData>(storyKeys.strip, { source: 'stories', groups: [makeGroup(me, ['m1'])] }),
    );
    expect(await screen.findByRole('button', { name: 'Xem tin của bạn' })).toHaveFocus();
  });

  it('leaves focus where the reader put it when a story arrives', async () => {
    stories = answerStories([makeGroup(me, []), makeGroup(lan, ['l1'])]);
    const { queryClient } = renderStrip();
    const other = await screen.findByRole('button', { name: 'Xem tin của lan, chưa xem' });
    other.focus();
    act(() =>
      queryClient.setQueryData<StoryStripData>(storyKeys.strip, {
        source: 'stories',
        groups: [makeGroup(me, ['m1']), makeGroup(lan, ['l1'])],
      }),
    );
    await screen.findByRole('button', { name: 'Xem tin của bạn' });
    expect(other).toHaveFocus();
  });

  it('opens the viewer on the chosen author and gives focus back to the entry on close', async () => {
    stories = answerStories([makeGroup(me, []), makeGroup(lan, ['l1'])]);
    renderStrip();
    const entry = await screen.findByRole('button', { name: 'Xem tin của lan, chưa xem' });
    entry.focus();
    fireEvent.click(entry);
    const viewer = await screen.findByTestId('story-viewer');
    expect(viewer).toHaveAttribute('data-story-id', 'l1');
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('story-viewer')).not.toBeInTheDocument());
    expect(entry).toHaveFocus();
  });

  it('falls back to the users list (people without rings, leading to their profiles) with a quiet retry', async () => {
    stories = () => json(500, { success: false, message: 'down' });
    users = () =>
      json(200, {
        success: true,
        data: { users: [{ ...makeAuthor(me), email: 'minh@example.com' }, makeAuthor(lan), makeAuthor(an)] },
      });
    renderStrip();
    expect(await screen.findByRole('link', { name: 'Trang cá nhân của lan' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
    expect(entries()).toEqual([
      ['story-entry-own', 'none'],
      ['story-entry-user-2', 'none'],
      ['story-entry-user-3', 'none'],
    ]);
    stories = answerStories([makeGroup(me, []), makeGroup(lan, ['l1'])]);
    fireEvent.click(screen.getByRole('button', { name: 'Tải lại tin' }));
    expect(await screen.findByRole('button', { name: 'Xem tin của lan, chưa xem' })).toBeInTheDocument();
    expect(screen.queryByTestId('story-strip-retry')).not.toBeInTheDocument();
  });

  it('keeps only "Your story" and the retry when both lists fail', async () => {
    stories = () => json(500, { success: false, message: 'down' });
    renderStrip();
    expect(await screen.findByTestId('story-strip-retry')).toBeInTheDocument();
    expect(entries()).toEqual([['story-entry-own', 'none']]);
    expect(calls('/api/profile/users')).toBe(1);
  });

  it('refetches on new-story and story-deleted, and counts viewers on story-viewed', async () => {
    stories = answerStories([makeGroup(me, ['m1']), makeGroup(lan, ['l1'])]);
    const { emit, queryClient } = renderStrip();
    await screen.findByRole('button', { name: 'Xem tin của bạn' });
    expect(calls('/api/stories')).toBe(1);
    emit('new-story', makeGroup(an, ['a1']).stories[0]);
    await waitFor(() => expect(calls('/api/stories')).toBe(2));
    emit('story-deleted', { storyId: 'l1', userId: 'user-2' });
    await waitFor(() => expect(calls('/api/stories')).toBe(3));
    emit('story-viewed', { storyId: 'm1', userId: 'user-1', viewersCount: 4 });
    const strip = queryClient.getQueryData<StoryStripData>(storyKeys.strip)!;
    expect(strip.groups[0]!.stories[0]!.viewersCount).toBe(4);
  });
});
