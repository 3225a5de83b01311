import type { CommentView } from '@teamhub/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthor, makeComment, makePost } from '../../../../test/fixtures/posts';
import { renderWithProviders, testUser } from '../../../../test/render';
import { postKeys } from '../api';
import type { PostPages } from '../feed-cache';
import { CommentsDialog } from './CommentsDialog';

const me = makeAuthor({ _id: testUser._id, username: testUser.username });
const lan = makeAuthor({ _id: 'user-2', username: 'lan' });
const comments: CommentView[] = [
  makeComment({ _id: 'c1', user: lan, text: 'First!' }),
  makeComment({ _id: 'c2', user: me, text: 'Mine' }),
  makeComment({
    _id: 'c1r',
    user: me,
    text: '@lan thanks',
    parentComment: 'c1',
    replyTo: { _id: 'user-2', username: 'lan' },
  }),
];

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
type Route = (url: string, init: RequestInit | undefined) => Promise<Response> | undefined;

describe('CommentsDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let routes: Route[] = [];
  beforeEach(() => {
    routes = [];
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      for (const route of routes) {
        const answer = route(url, init);
        if (answer) return answer;
      }
      return json(404, { success: false, message: 'not found' });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const serveComments = (list: CommentView[]) =>
    routes.push((url, init) =>
      url.endsWith('/comments') && (init?.method ?? 'GET') === 'GET'
        ? json(200, { success: true, data: { comments: list } })
        : undefined,
    );

  function renderDialog(postOverrides = {}) {
    const post = makePost({ _id: 'post-1', commentsCount: comments.length, ...postOverrides });
    const utils = renderWithProviders(<CommentsDialog post={post} highlightedCommentId={null} onClose={vi.fn()} />);
    utils.queryClient.setQueryData<PostPages>(postKeys.feed, { pages: [[post]], pageParams: [undefined] });
    return utils;
  }
  const feedCount = (utils: ReturnType<typeof renderDialog>) =>
    utils.queryClient.getQueryData<PostPages>(postKeys.feed)?.pages[0]?.[0]?.commentsCount;

  it('lists replies under their parent', async () => {
    serveComments(comments);
    renderDialog();
    const first = await screen.findByText('First!');
    const thread = first.closest('li')!;
    expect(within(thread).getByText('thanks', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByTestId('comment').map((element) => element.id)).toEqual([
      'comment-c1',
      'comment-c1r',
      'comment-c2',
    ]);
  });

  it('says so when there are no comments', async () => {
    serveComments([]);
    renderDialog({ commentsCount: 0 });
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
  });

  it("prefills '@username ' on Reply, files it under the top-level comment, and cancels cleanly", async () => {
    serveComments(comments);
    let body: unknown;
    let path = '';
    routes.push((url, init) => {
      if (!url.includes('/reply')) return undefined;
      path = url;
      body = JSON.parse(String(init?.body));
      return json(200, {
        success: true,
        data: makeComment({ _id: 'new', user: me, text: '@me hi', parentComment: 'c1' }),
      });
    });
    const utils = renderDialog();
    await screen.findByText('First!');
    const input = screen.getByTestId('comment-input');

    const replyButtons = screen.getAllByRole('button', { name: 'Trả lời' });
    fireEvent.click(replyButtons[1]!); // the reply c1r, written by me
    expect(input).toHaveValue('@minh ');
    expect(screen.getByText('Đang trả lời @minh')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hủy trả lời' }));
    expect(input).toHaveValue('');
    expect(screen.queryByText('Đang trả lời @minh')).not.toBeInTheDocument();

    fireEvent.click(replyButtons[1]!);
    fireEvent.change(input, { target: { value: '@minh hi' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Đăng' })));
    expect(path).toContain('/api/posts/post-1/comment/c1/reply');
    expect(body).toEqual({ text: '@minh hi', replyToUserId: 'user-1', replyToUsername: 'minh' });
    expect(input).toHaveValue('');
    expect(await screen.findByText('@me hi')).toBeInTheDocument();
    expect(feedCount(utils)).toBe(4);
  });

  it('does not send a blank comment', async () => {
    serveComments(comments);
    renderDialog();
    await screen.findByText('First!');
    const send = screen.getByRole('button', { name: 'Đăng' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: '   ' } });
    expect(send).toBeDisabled();
  });

  it('shows Delete only on my comments, confirms in place, and updates the count', async () => {
    serveComments(comments);
    routes.push((url, init) =>
      init?.method === 'DELETE'
        ? json(200, { success: true, data: { deletedIds: ['c2'], commentsCount: 2 } })
        : undefined,
    );
    const utils = renderDialog();
    await screen.findByText('First!');
    expect(within(document.getElementById('comment-c1')!).queryByRole('button', { name: 'Xóa' })).toBeNull();
    fireEvent.click(within(document.getElementById('comment-c2')!).getByRole('button', { name: 'Xóa' }));
    const confirm = screen.getByRole('group', { name: 'Xóa bình luận này?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Xóa' })));
    // The deletion's answer and the list update may take more than one tick on a busy machine.
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    await waitFor(() => expect(feedCount(utils)).toBe(2));
  });

  it('hides the box when commenting is off', async () => {
    serveComments(comments);
    renderDialog({ turnOffCommenting: true });
    await screen.findByText('First!');
    expect(screen.queryByTestId('comment-input')).not.toBeInTheDocument();
    expect(screen.getByText('Bài viết này đã tắt bình luận.')).toBeInTheDocument();
  });

  it('shows the spec failure texts and undoes a failed like', async () => {
    serveComments(comments);
    routes.push((url, init) => (init?.method === 'POST' ? json(500, { success: false, message: 'boom' }) : undefined));
    renderDialog();
    await screen.findByText('First!');

    const like = within(document.getElementById('comment-c1')!).getByRole('button', { name: 'Thích bình luận' });
    await act(async () => fireEvent.click(like));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to like comment. Please try again.'),
    );

    fireEvent.change(screen.getByTestId('comment-input'), { target: { value: 'Hello' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Đăng' })));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to add comment. Please try again.'),
    );
    expect(screen.getByTestId('comment-input')).toHaveValue('Hello');

    routes.unshift((url, init) =>
      init?.method === 'DELETE' ? json(500, { success: false, message: 'x' }) : undefined,
    );
    fireEvent.click(within(document.getElementById('comment-c2')!).getByRole('button', { name: 'Xóa' }));
    const confirm = screen.getByRole('group', { name: 'Xóa bình luận này?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Xóa' })));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete comment. Please try again.'),
    );
    expect(screen.getByText('Mine')).toBeInTheDocument();
  });
});
