import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HypoMascot } from '../components/HypoMascot';
import { useMascotFrame } from './useMascotFrame';

function Mascot() {
  return <HypoMascot frame={useMascotFrame()} size={44} />;
}

describe('useMascotFrame', () => {
  afterEach(() => vi.useRealTimers());

  it('alternates the two decorative poses every 7 s', () => {
    vi.useFakeTimers();
    render(<Mascot />);
    const mascot = screen.getByTestId('assistant-mascot');
    const images = mascot.querySelectorAll('img');
    expect(images).toHaveLength(2);
    images.forEach((image) => expect(image).toHaveAttribute('alt', ''));
    expect(mascot).toHaveAttribute('data-frame', '0');
    act(() => vi.advanceTimersByTime(6_999));
    expect(mascot).toHaveAttribute('data-frame', '0');
    act(() => vi.advanceTimersByTime(1));
    expect(mascot).toHaveAttribute('data-frame', '1');
    expect(images[1]).toHaveAttribute('data-visible', 'true');
    act(() => vi.advanceTimersByTime(7_000));
    expect(mascot).toHaveAttribute('data-frame', '0');
  });
});
