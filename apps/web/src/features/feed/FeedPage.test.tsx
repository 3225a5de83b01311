import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../../../test/fixtures/posts';
import { renderWithProviders } from '../../../test/render';
import { FeedPage } from './FeedPage';

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('FeedPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let feedAnswer: () => Promise<Response>;
  let likeAnswer: () => Promise<Response>;
  beforeEach(() => {
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.startsWith('/api/posts?')) return feedAnswer();
      if (url.endsWith('/like') && init?.method === 'POST') return likeAnswer();
      // The story strip at the top: nobody has a story.
      if (url === '/api/stories') return json(200, { success: true, data: { stories: [] } });
      if (url === '/api/presence/online' || url === '/api/profile/birthdays') {
        return json(200, { success: true, data: { users: [] } });
      }
      return json(404, { success: false, message: 'not found' });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says so when there are no posts', async () => {
    feedAnswer = () => json(200, []);
    renderWithProviders(<FeedPage />);
    expect(await screen.findByText('No posts yet. Be the first to share something!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain('/api/posts?limit=20');
  });

  it("shows 'Failed to load posts' and loads again on 'Try again'", async () => {
    feedAnswer = () => json(500, { success: false, message: 'boom' });
    renderWithProviders(<FeedPage />);
    const failure = await screen.findByTestId('feed-error');
    expect(failure).toHaveTextContent('Failed to load posts');
    feedAnswer = () => json(200, [makePost({ _id: 'p1', caption: 'Back online' })]);
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  });

  it('shows each post as post-{id}, and likes at once before the server answers', async () => {
    feedAnswer = () =>
      json(200, [makePost({ _id: 'p1', likesCount: 2 }), makePost({ _id: 'p2', hideLikeCount: true, likesCount: 9 })]);
    let answerLike: (response: Response) => void = () => undefined;
    likeAnswer = () => new Promise((resolve) => (answerLike = resolve));
    renderWithProviders(<FeedPage />);
    const first = await screen.findByText('2 lượt thích');
    const card = first.closest('article')!;
    expect(card.id).toBe('post-p1');
    expect(document.getElementById('post-p2')).not.toBeNull();
    expect(within(document.getElementById('post-p2')!).queryByTestId('likes-count')).toBeNull();

    const like = within(card).getByTestId('like-button');
    await act(async () => fireEvent.click(like));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByTestId('likes-count')).toHaveTextContent('3 lượt thích');
    await act(async () =>
      answerLike(
        new Response(JSON.stringify({ success: true, data: { liked: true, likesCount: 7 } }), { status: 200 }),
      ),
    );
    await waitFor(() => expect(within(card).getByTestId('likes-count')).toHaveTextContent('7 lượt thích'));
  });

  it('puts the like back when the server refuses it', async () => {
    feedAnswer = () => json(200, [makePost({ _id: 'p1', likesCount: 2 })]);
    likeAnswer = () => json(500, { success: false, message: 'boom' });
    renderWithProviders(<FeedPage />);
    const card = (await screen.findByText('2 lượt thích')).closest('article')!;
    await act(async () => fireEvent.click(within(card).getByTestId('like-button')));
    await waitFor(() => expect(within(card).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false'));
    expect(within(card).getByTestId('likes-count')).toHaveTextContent('2 lượt thích');
  });

  it('shows a video for a video post or a video file name, an image otherwise; no comment button when off', async () => {
    feedAnswer = () =>
      json(200, [
        makePost({ _id: 'v1', mediaType: 'video', mediaUrl: '/uploads/a' }),
        makePost({ _id: 'v2', mediaType: 'image', mediaUrl: '/uploads/b.webm' }),
        makePost({ _id: 'i1', altText: 'A cat', turnOffCommenting: true }),
      ]);
    renderWithProviders(<FeedPage />);
    await screen.findByRole('img', { name: 'A cat' });
    expect(document.querySelector('#post-v1 video')).toHaveAttribute('controls');
    expect(document.querySelector('#post-v2 video')).not.toBeNull();
    expect(document.querySelector('#post-i1 video')).toBeNull();
    expect(within(document.getElementById('post-i1')!).queryByRole('button', { name: 'Bình luận' })).toBeNull();
    expect(within(document.getElementById('post-v1')!).getByRole('button', { name: 'Bình luận' })).toBeInTheDocument();
  });
});
