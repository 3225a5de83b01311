import type { MessageStoryQuote } from '@teamhub/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMessage } from '../../../../test/fixtures/chat';
import { renderWithProviders } from '../../../../test/render';
import { MessageBubble } from './MessageBubble';

const quote: MessageStoryQuote = {
  storyId: 's1',
  mediaType: 'image',
  mediaUrl: '/uploads/stories/s1.jpg',
  content: 'Chiều nay ở Đà Lạt',
  expiresAt: '2999-01-01T00:00:00.000Z',
};

function renderBubble(own: boolean, story = quote) {
  renderWithProviders(
    <MessageBubble
      message={makeMessage({ content: 'Đẹp quá!', story })}
      own={own}
      showSender={false}
      showAvatar
      showTime
      editing={false}
      menuOpen={false}
      onToggleReaction={() => undefined}
      onOpenMenu={() => undefined}
      onSaveEdit={async () => undefined}
      onCancelEdit={() => undefined}
      landed={false}
      onLandedLeave={() => undefined}
      pinned={false}
    />,
  );
  return screen.getByTestId('message-story-quote');
}

describe('story quote', () => {
  it('shows the story and its caption above the reply, worded for the author', () => {
    const shown = renderBubble(false);
    expect(shown).toHaveTextContent('Đã trả lời tin của bạn');
    expect(shown).toHaveTextContent('Chiều nay ở Đà Lạt');
    expect(screen.getByRole('img', { name: 'Tin được trả lời' })).toHaveAttribute('src', quote.mediaUrl);
    expect(screen.getByText('Đẹp quá!')).toBeInTheDocument();
  });

  it('is worded for the sender, and shows the first frame of a video', () => {
    const shown = renderBubble(true, { ...quote, mediaType: 'video', mediaUrl: '/uploads/stories/s1.mp4' });
    expect(shown).toHaveTextContent('Bạn đã trả lời tin của họ');
    const video = shown.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.muted).toBe(true);
  });

  it('says the story is unavailable once it has expired', () => {
    const shown = renderBubble(false, { ...quote, expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(shown).toHaveTextContent('Tin không còn xem được');
    expect(shown.querySelector('img, video')).toBeNull();
    expect(shown).toHaveAttribute('data-expired', 'true');
  });
});
