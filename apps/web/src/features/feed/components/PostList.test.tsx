import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthor, makePost } from '../../../../test/fixtures/posts';
import { renderWithProviders } from '../../../../test/render';
import { PostList, type PostListHandle } from './PostList';

const noop = () => undefined;

describe('PostList images', () => {
  it("describes a photo by its alt text, else its caption, never by the author's name", () => {
    const posts = [
      makePost({ _id: 'a', id: 'a', altText: 'Hai người trên cầu', caption: 'Chiều nay' }),
      makePost({ _id: 'b', id: 'b', altText: '', caption: 'Hoàng hôn' }),
      makePost({ _id: 'c', id: 'c', altText: '', caption: '', user: makeAuthor({ username: 'author9' }) }),
    ];
    renderWithProviders(<PostList posts={posts} highlightedPostId={null} onOpenComments={noop} />);
    expect(screen.getByRole('img', { name: 'Hai người trên cầu' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hoàng hôn' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /author9/ })).not.toBeInTheDocument();
  });

  it('loads the first photo at once with high priority and leaves the others lazy', () => {
    const posts = ['p1', 'p2', 'p3'].map((id, index) =>
      makePost({ _id: id, id, caption: `caption ${index + 1}`, user: makeAuthor({ username: `author${index + 1}` }) }),
    );
    renderWithProviders(<PostList posts={posts} highlightedPostId={null} onOpenComments={noop} />);

    const first = screen.getByRole('img', { name: 'caption 1' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const caption of ['caption 2', 'caption 3']) {
      const image = screen.getByRole('img', { name: caption });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });
});

describe('PostList scrollToPost', () => {
  it('scrolls to a post asked for before the list holds it, once it does', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(noop);
    const first = makePost({ _id: 'first', id: 'first' });
    const later = makePost({ _id: 'later', id: 'later' });
    const handle = createRef<PostListHandle>();
    const { rerender } = renderWithProviders(
      <PostList ref={handle} posts={[first]} highlightedPostId={null} onOpenComments={noop} />,
    );
    scrollTo.mockClear();

    // The feed found the post on a page the list has not rendered yet.
    act(() => handle.current?.scrollToPost('later'));
    expect(scrollTo).not.toHaveBeenCalled();

    rerender(<PostList ref={handle} posts={[first, later]} highlightedPostId={null} onOpenComments={noop} />);
    expect(scrollTo).toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
