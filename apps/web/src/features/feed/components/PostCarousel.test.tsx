import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePost } from '../../../../test/fixtures/posts';
import { renderWithProviders } from '../../../../test/render';
import PostCarousel from './PostCarousel';
import { PostMedia } from './PostMedia';

const album = makePost({
  caption: 'Chuyến đi',
  media: [
    { url: '/uploads/posts/a.webp', thumbnailUrl: '/uploads/posts/a-thumb.webp', mediaType: 'image', altText: 'Biển' },
    { url: '/uploads/posts/b.mp4', thumbnailUrl: '/uploads/posts/b.mp4', mediaType: 'video', altText: '' },
    { url: '/uploads/posts/c.webp', thumbnailUrl: '/uploads/posts/c-thumb.webp', mediaType: 'image', altText: '' },
  ],
});

const position = () => screen.getByTestId('post-carousel-position');

describe('PostCarousel', () => {
  it('moves with the arrows, ← → on the track and the dots, and tells the position', async () => {
    renderWithProviders(<PostCarousel post={album} onDoubleClickLike={vi.fn()} priority={false} />);
    // The texts load with the carousel (lazy strings).
    expect(await screen.findByText('1 / 3')).toBe(position());
    expect(screen.getByRole('region', { name: 'Album 3 ảnh và video' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ảnh trước' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ảnh tiếp theo' }));
    expect(position()).toHaveTextContent('2 / 3');
    const track = screen.getByTestId('post-carousel-track');
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(position()).toHaveTextContent('3 / 3');
    expect(screen.queryByRole('button', { name: 'Ảnh tiếp theo' })).not.toBeInTheDocument();
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(position()).toHaveTextContent('3 / 3');
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(position()).toHaveTextContent('2 / 3');

    const dot = screen.getByRole('button', { name: 'Đến mục 1' });
    fireEvent.click(dot);
    expect(position()).toHaveTextContent('1 / 3');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Đến mục 3' })).not.toHaveAttribute('aria-current');
  });

  it('describes each item by its alt text, else the caption; the first loads eagerly on the first post', async () => {
    renderWithProviders(<PostCarousel post={album} onDoubleClickLike={vi.fn()} priority />);
    await screen.findByText('1 / 3');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    const first = within(slides[0] as HTMLElement).getByRole('img', { name: 'Biển' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect((slides[1] as HTMLElement).querySelector('video')).toHaveAttribute('src', '/uploads/posts/b.mp4');
    const third = (slides[2] as HTMLElement).querySelector('img');
    expect(third).toHaveAttribute('alt', 'Chuyến đi');
    expect(third).toHaveAttribute('loading', 'lazy');
    // Only the item in view is exposed; the others are hidden until shown.
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('likes on a double-click of a photo', async () => {
    const like = vi.fn();
    renderWithProviders(<PostCarousel post={album} onDoubleClickLike={like} priority={false} />);
    await screen.findByText('1 / 3');
    fireEvent.doubleClick(screen.getByRole('img', { name: 'Biển' }));
    expect(like).toHaveBeenCalledTimes(1);
  });
});

describe('PostMedia', () => {
  it('shows one item without a carousel, and an album in one', async () => {
    const { unmount } = renderWithProviders(
      <PostMedia post={makePost({ caption: 'Một ảnh' })} onDoubleClickLike={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'Một ảnh' })).toBeInTheDocument();
    expect(screen.queryByTestId('post-carousel')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<PostMedia post={album} onDoubleClickLike={vi.fn()} />);
    // Until the carousel's code is in, the first item shows as a single post's.
    expect(await screen.findByTestId('post-carousel')).toBeInTheDocument();
  });
});
