import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

// jsdom has <dialog> but not showModal(): open it, and move focus inside as browsers do.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, input')?.focus();
  };
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Comments" closeLabel="Close" onClose={() => setOpen(false)}>
          <input aria-label="Comment" />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the button that opened it when closed with Escape', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Opener />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Comments' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // A native <dialog> reports Escape as a cancel event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back when closed with its close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves focus alone when the user had moved it elsewhere', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        <Dialog title="Comments" closeLabel="Close" onClose={() => undefined}>
          <p>Body</p>
        </Dialog>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    rerender(<button type="button">Elsewhere</button>);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
