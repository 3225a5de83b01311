import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStepAside } from './useStepAside';

const rect = (top: number, bottom: number, left = 0, right = 1000) =>
  ({ top, bottom, left, right, width: right - left, height: bottom - top, x: left, y: top }) as DOMRect;

function Page({ floating = true }: { floating?: boolean }) {
  const bubble = useRef<HTMLButtonElement>(null);
  const aside = useStepAside(bubble, '[data-own]', floating);
  return (
    <>
      <input data-testid="search" />
      <textarea data-testid="composer" />
      <input type="checkbox" data-testid="check" />
      <div data-own="">
        <textarea data-testid="own" />
      </div>
      <button ref={bubble} data-testid="bubble" data-aside={aside} />
    </>
  );
}

function place(testId: string, value: DOMRect) {
  screen.getByTestId(testId).getBoundingClientRect = () => value;
}

describe('useStepAside', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('steps aside only for a field that reaches under the bubble', () => {
    render(<Page />);
    place('bubble', rect(700, 756, 1200, 1256));
    place('search', rect(20, 60, 300, 600));
    place('composer', rect(740, 790, 600, 1270));
    const bubble = screen.getByTestId('bubble');
    act(() => screen.getByTestId('search').focus());
    expect(bubble).toHaveAttribute('data-aside', 'false');
    act(() => screen.getByTestId('composer').focus());
    expect(bubble).toHaveAttribute('data-aside', 'true');
    act(() => screen.getByTestId('composer').blur());
    expect(bubble).toHaveAttribute('data-aside', 'false');
  });

  it('with an on-screen keyboard up, steps aside for any text field, but not its own or a checkbox', () => {
    vi.stubGlobal('visualViewport', Object.assign(new EventTarget(), { height: window.innerHeight / 2 }));
    render(<Page />);
    const bubble = screen.getByTestId('bubble');
    act(() => screen.getByTestId('search').focus());
    expect(bubble).toHaveAttribute('data-aside', 'true');
    act(() => screen.getByTestId('check').focus());
    expect(bubble).toHaveAttribute('data-aside', 'false');
    act(() => screen.getByTestId('own').focus());
    expect(bubble).toHaveAttribute('data-aside', 'false');
  });

  it('in a bar (not floating) never steps aside', () => {
    vi.stubGlobal('visualViewport', Object.assign(new EventTarget(), { height: window.innerHeight / 2 }));
    render(<Page floating={false} />);
    act(() => screen.getByTestId('search').focus());
    expect(screen.getByTestId('bubble')).toHaveAttribute('data-aside', 'false');
  });
});
