import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { ConfirmDialog } from './ConfirmDialog';

// jsdom has <dialog> but not showModal(): open it so its content is reachable by role.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
}

function renderDialog(
  onConfirm: () => Promise<unknown>,
  extra: { describeFailure?: (failure: unknown) => string } = {},
) {
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Xóa"
      message="Chắc chứ?"
      confirmLabel="Xóa hẳn"
      onConfirm={onConfirm}
      onClose={onClose}
      {...extra}
    />,
  );
  return onClose;
}

describe('ConfirmDialog', () => {
  it('closes once the action is done', async () => {
    const onClose = renderDialog(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Xóa hẳn' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open on a failure, shows the server's message and gives focus back to the button", async () => {
    const onClose = renderDialog(() => Promise.reject(new ApiError('Không đủ quyền', 403, 'http')));
    const confirm = screen.getByRole('button', { name: 'Xóa hẳn' });
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Không đủ quyền');
    expect(onClose).not.toHaveBeenCalled();
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveFocus();
  });

  it('says "try again" without a server message, or what the feature describes', async () => {
    renderDialog(() => Promise.reject(new ApiError('network', 0, 'network')));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa hẳn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Có lỗi xảy ra. Vui lòng thử lại.');
  });

  it('uses the feature’s words for a failure when given', async () => {
    renderDialog(() => Promise.reject(new Error('x')), { describeFailure: () => 'Không đăng xuất được' });
    await userEvent.click(screen.getByRole('button', { name: 'Xóa hẳn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không đăng xuất được');
  });
});
