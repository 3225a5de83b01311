import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthor, makePost } from '../../../../test/fixtures/posts';
import { renderWithProviders } from '../../../../test/render';
import { PostList } from './PostList';

const noop = () => undefined;

describe('PostList images', () => {
  it('loads the first photo at once with high priority and leaves the others lazy', () => {
    const posts = ['p1', 'p2', 'p3'].map((id, index) =>
      makePost({ _id: id, id, user: makeAuthor({ username: `author${index + 1}` }) }),
    );
    renderWithProviders(<PostList posts={posts} highlightedPostId={null} onOpenComments={noop} />);

    const first = screen.getByRole('img', { name: 'Bài viết của author1' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const username of ['author2', 'author3']) {
      const image = screen.getByRole('img', { name: `Bài viết của ${username}` });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });
});
