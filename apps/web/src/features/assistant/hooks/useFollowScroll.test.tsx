import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isNearBottom, useFollowScroll } from './useFollowScroll';

/** A list whose sizes jsdom cannot compute: scrollHeight and clientHeight are set by hand. */
function List({ text, jump }: { text: string; jump: string }) {
  const { containerRef, contentRef, onScroll } = useFollowScroll(text, jump);
  return (
    <div ref={containerRef} onScroll={onScroll} data-testid="list">
      <div ref={contentRef}>{text}</div>
    </div>
  );
}

function setup() {
  let scrollHeight = 1000;
  const view = render(<List text="a" jump="q1" />);
  const list = view.getByTestId('list');
  Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  return {
    list,
    grow: (height: number, text: string, jump = 'q1') => {
      scrollHeight = height;
      view.rerender(<List text={text} jump={jump} />);
    },
    scrollTo: (top: number) => {
      list.scrollTop = top;
      list.dispatchEvent(new Event('scroll'));
    },
  };
}

describe('useFollowScroll', () => {
  it('measures the distance from the bottom against 50 px', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 550 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 549 })).toBe(false);
  });

  it('follows new text while the reader is within 50 px of the bottom', () => {
    const { list, grow, scrollTo } = setup();
    scrollTo(560); // 40 px from the bottom
    grow(1200, 'ab');
    expect(list.scrollTop).toBe(1200);
  });

  it('leaves the reader where they are when further up, until they send a question', () => {
    const { list, grow, scrollTo } = setup();
    scrollTo(500); // 100 px from the bottom
    grow(1200, 'ab');
    expect(list.scrollTop).toBe(500);
    grow(1300, 'abc', 'q2');
    expect(list.scrollTop).toBe(1300);
  });
});
