import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './HighlightedText';

describe('HighlightedText', () => {
  it('puts the matched words in <mark> and the rest as text', () => {
    const { container } = render(
      <HighlightedText
        text="Gửi tài liệu thiết kế"
        highlights={[
          [4, 7],
          [8, 12],
          [13, 18],
        ]}
      />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['tài liệu thiết']);
    expect(container.textContent).toBe('Gửi tài liệu thiết kế');
  });

  it('shows markup in user text as text, never as elements', () => {
    const text = 'Xem <b>tài liệu</b> <img src=x onerror=alert(1)>';
    const { container } = render(<HighlightedText text={text} highlights={[[7, 15]]} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(text);
    expect(container.querySelector('mark')?.textContent).toBe('tài liệu');
  });

  it('survives ranges that overlap or fall outside the text', () => {
    const { container } = render(
      <HighlightedText
        text="báo cáo"
        highlights={[
          [0, 3],
          [1, 7],
          [5, 500],
          [-3, -1],
        ]}
      />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['báo cáo']);
  });
});
