import type { PostView } from '@teamhub/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../../../../test/fixtures/posts';
import { renderWithProviders } from '../../../../test/render';
import { ApiError } from '../../../lib/api-error';
import { postKeys, type PostPages } from '../../feed';
import { createPost } from '../api';
import { CreatePostWizard, WIZARD_RESET_DELAY_MS } from './CreatePostWizard';

vi.mock('../api', () => ({ createPost: vi.fn() }));
const createPostMock = vi.mocked(createPost);

const photo = () => new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
const step = () => screen.getByTestId('create-post-wizard').getAttribute('data-step');
const choose = (file: File) => fireEvent.change(screen.getByTestId('post-file-input'), { target: { files: [file] } });

function renderWizard(onClose = vi.fn()) {
  const utils = renderWithProviders(<CreatePostWizard open onClose={onClose} />);
  return { ...utils, onClose };
}

async function goToDetails() {
  choose(photo());
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(step()).toBe('details');
}

describe('CreatePostWizard', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    createPostMock.mockReset();
  });

  it('ignores files that are not photos or videos', () => {
    renderWizard();
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(step()).toBe('select');
    choose(photo());
    expect(step()).toBe('preview');
  });

  it('closes at once from step 1', () => {
    const { onClose } = renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks "Discard post?" after step 1, and resets 300 ms after discarding', () => {
    vi.useFakeTimers();
    const { onClose, rerender } = renderWizard();
    choose(photo());
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Discard post?' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(step()).toBe('preview');

    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ bài viết' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<CreatePostWizard open={false} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(WIZARD_RESET_DELAY_MS));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    rerender(<CreatePostWizard open onClose={onClose} />);
    expect(step()).toBe('select');
  });

  it('gives focus back to what asked to close when "Discard post?" is cancelled', () => {
    renderWizard();
    choose(photo());
    const close = screen.getByRole('button', { name: 'Đóng' });
    close.focus();
    fireEvent.click(close);
    expect(screen.getByRole('button', { name: 'Hủy' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(close).toHaveFocus();
  });

  it('starts clean when reopened before the reset ran', () => {
    vi.useFakeTimers();
    const { onClose, rerender } = renderWizard();
    choose(photo());
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ bài viết' }));
    rerender(<CreatePostWizard open={false} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<CreatePostWizard open onClose={onClose} />);
    expect(step()).toBe('select');
  });

  it('follows the back rules: details → preview keeps the file, preview → select drops it', async () => {
    renderWizard();
    await goToDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(step()).toBe('preview');
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(step()).toBe('select');
  });

  it("counts the caption as 'n/2,200'", async () => {
    renderWizard();
    await goToDetails();
    expect(screen.getByText('0/2,200')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Chú thích'), { target: { value: 'a'.repeat(1234) } });
    expect(screen.getByText('1,234/2,200')).toBeInTheDocument();
  });

  it("shares once, reads 'Sharing...' meanwhile, and puts the post at the top of the feed", async () => {
    let finish: (post: PostView) => void = () => undefined;
    createPostMock.mockImplementation((_file, _details, onProgress) => {
      onProgress(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    const { onClose, queryClient } = renderWizard();
    const older = makePost({ _id: 'older' });
    queryClient.setQueryData<PostPages>(postKeys.feed, { pages: [[older]], pageParams: [undefined] });
    await goToDetails();
    fireEvent.change(screen.getByLabelText('Chú thích'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Tắt bình luận' }));

    fireEvent.click(screen.getByTestId('wizard-share'));
    const share = screen.getByTestId('wizard-share');
    expect(share).toHaveTextContent('Sharing...');
    expect(share).toBeDisabled();
    fireEvent.click(share);
    expect(createPostMock).toHaveBeenCalledTimes(1);
    expect(createPostMock.mock.calls[0]![1]).toMatchObject({ caption: 'Hello', turnOffCommenting: true });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    await act(async () => finish(makePost({ _id: 'fresh' })));
    expect(onClose).toHaveBeenCalledTimes(1);
    const feed = queryClient.getQueryData<PostPages>(postKeys.feed);
    expect(feed?.pages[0]?.map((post) => post._id)).toEqual(['fresh', 'older']);
  });

  it.each([
    [new ApiError('too big', 413, 'http'), 'File is too large. Please choose a smaller file.'],
    [new ApiError('no', 401, 'http'), 'You are not authorized. Please login again.'],
    [new ApiError('Ảnh tối đa 20 MB.', 400, 'http'), 'Ảnh tối đa 20 MB.'],
    [new ApiError('', 400, 'http'), 'Invalid file format or missing data.'],
    [new ApiError('network', 0, 'network'), 'Network error. Please check your connection and try again.'],
    [new ApiError('oops', 500, 'http'), 'Failed to create post. Please try again.'],
  ])('shows the spec message for %s and allows another try', async (error, message) => {
    createPostMock.mockRejectedValue(error);
    renderWizard();
    await goToDetails();
    await act(async () => fireEvent.click(screen.getByTestId('wizard-share')));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('wizard-share')).toHaveTextContent('Share');
    expect(screen.getByTestId('wizard-share')).toBeEnabled();
  });
});
