import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RenameField } from './RenameField';

function setup(name = 'report.pdf', keepExtension = true) {
  const onCommit = vi.fn();
  const onDone = vi.fn();
  render(<RenameField name={name} keepExtension={keepExtension} onCommit={onCommit} onDone={onDone} />);
  return { onCommit, onDone, box: screen.getByRole('textbox', { name: 'Tên mới' }) };
}

describe('RenameField', () => {
  it('edits the base name with the extension shown beside it', () => {
    const { box } = setup();
    expect(box).toHaveValue('report');
    expect(screen.getByText('.pdf')).toBeVisible();
    expect(box).toHaveFocus();
  });

  it('commits on Enter with the extension kept, once', async () => {
    const { box, onCommit, onDone } = setup();
    await userEvent.clear(box);
    await userEvent.type(box, 'final{Enter}');
    fireEvent.blur(box);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('final.pdf');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('commits on blur', async () => {
    const { box, onCommit } = setup('photo.final.jpg');
    await userEvent.clear(box);
    await userEvent.type(box, 'holiday');
    fireEvent.blur(box);
    expect(onCommit).toHaveBeenCalledWith('holiday.jpg');
  });

  it('cancels on Escape, even when the blur follows', async () => {
    const { box, onCommit, onDone } = setup();
    await userEvent.type(box, 'x{Escape}');
    fireEvent.blur(box);
    expect(onCommit).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not commit an unchanged name', async () => {
    const { box, onCommit } = setup();
    await userEvent.type(box, '{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('does not commit a blank name', async () => {
    const { box, onCommit } = setup('notes.txt');
    await userEvent.clear(box);
    fireEvent.blur(box);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('keeps a folder name whole', () => {
    const { box } = setup('Q3.reports', false);
    expect(box).toHaveValue('Q3.reports');
  });
});
