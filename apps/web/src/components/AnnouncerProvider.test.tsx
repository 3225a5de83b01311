import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_LIFETIME_MS, AnnouncerProvider } from './AnnouncerProvider';
import { useAnnounce } from './useAnnounce';

function Speaker({ text }: { text: string }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce(text)}>
      Say
    </button>
  );
}

function Burst({ texts }: { texts: string[] }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => texts.forEach(announce)}>
      Burst
    </button>
  );
}

const region = () => screen.getByTestId('live-region');

describe('AnnouncerProvider', () => {
  afterEach(() => vi.useRealTimers());

  it('is one polite region that adds each sentence as a new line, repeats included', async () => {
    const user = userEvent.setup();
    render(
      <AnnouncerProvider>
        <Speaker text="lan: xin chào" />
      </AnnouncerProvider>,
    );
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveAttribute('aria-relevant', 'additions');
    expect(region()).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Say' }));
    await user.click(screen.getByRole('button', { name: 'Say' }));
    expect([...region().children].map((line) => line.textContent)).toEqual(['lan: xin chào', 'lan: xin chào']);
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it('keeps the latest five of a burst and empties itself a while after the last one', () => {
    vi.useFakeTimers();
    render(
      <AnnouncerProvider>
        <Burst texts={['1', '2', '3', '4', '5', '6']} />
      </AnnouncerProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Burst' }));
    expect([...region().children].map((line) => line.textContent)).toEqual(['2', '3', '4', '5', '6']);

    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_LIFETIME_MS - 1));
    expect(region().children).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toBeEmptyDOMElement();
  });

  it('does nothing outside the provider', async () => {
    const user = userEvent.setup();
    render(<Speaker text="ignored" />);
    await user.click(screen.getByRole('button', { name: 'Say' }));
    expect(screen.queryByTestId('live-region')).not.toBeInTheDocument();
  });
});
