import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AssistantComposer } from './AssistantComposer';

function setup({ streaming = false, accepted = true } = {}) {
  const onSend = vi.fn<(text: string) => boolean>().mockReturnValue(accepted);
  const onStop = vi.fn();
  const view = render(
    <AssistantComposer inputRef={createRef()} streaming={streaming} onSend={onSend} onStop={onStop} />,
  );
  const input = screen.getByTestId('assistant-input') as HTMLTextAreaElement;
  return { onSend, onStop, input, view };
}

describe('AssistantComposer', () => {
  it('is labelled and sends on Enter, then empties the box', () => {
    const { onSend, input } = setup();
    expect(screen.getByLabelText('Hỏi Hypo...')).toBe(input);
    fireEvent.change(input, { target: { value: 'Việc nào sắp đến hạn?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Việc nào sắp đến hạn?');
    expect(input.value).toBe('');
  });

  it('adds a line on Shift+Enter and does not send while an input method composes', () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: 'dòng một' } });
    expect(fireEvent.keyDown(input, { key: 'Enter', shiftKey: true })).toBe(true);
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send a blank question; the send button says it is unavailable', () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: '  \n ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('assistant-send'));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByTestId('assistant-send')).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the text when the question was not accepted', () => {
    const { input } = setup({ accepted: false });
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('assistant-send'));
    expect(input.value).toBe('hello');
  });

  it('while a reply streams: Enter sends nothing and Stop replaces Send', () => {
    const { onSend, onStop, input } = setup({ streaming: true });
    fireEvent.change(input, { target: { value: 'next question' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('next question');
    expect(screen.queryByTestId('assistant-send')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('assistant-stop'), { detail: 1 });
    expect(onStop).toHaveBeenCalledTimes(1);
    // The second click of a double-click on Send is not a Stop.
    fireEvent.click(screen.getByTestId('assistant-stop'), { detail: 2 });
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Dừng trả lời' })).toBe(screen.getByTestId('assistant-stop'));
  });
});
