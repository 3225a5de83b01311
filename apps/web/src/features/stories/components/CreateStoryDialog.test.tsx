import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { FakeXhr } from '../../../../test/fake-xhr';
import { storyKeys } from '../api';
import type { StoryStripData } from '../story-cache';
import { makeGroup, makeStory } from '../test-support/fixtures';
import { CreateStoryDialog } from './CreateStoryDialog';

const photo = () => new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
const step = () => screen.getByTestId('create-story-dialog').getAttribute('data-step');
const choose = (file: File) => fireEvent.change(screen.getByTestId('story-file-input'), { target: { files: [file] } });
const request = () => FakeXhr.sent.at(-1)!;
const field = (name: string) => (request().body as FormData).get(name);

function renderDialog() {
  const onClose = vi.fn();
  const utils = renderWithProviders(<CreateStoryDialog onClose={onClose} />);
  return { ...utils, onClose };
}

function addText(value: string) {
  const input = screen.getByTestId('story-add-text-input');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('CreateStoryDialog', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:story');
    URL.revokeObjectURL = vi.fn();
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("alerts 'Only image and video files are supported!' for any other file, then takes a photo", () => {
    renderDialog();
    choose(new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only image and video files are supported!');
    expect(step()).toBe('select');
    choose(photo());
    expect(step()).toBe('edit');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a photo over 20 MB before uploading it', () => {
    renderDialog();
    const big = photo();
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    choose(big);
    expect(screen.getByRole('alert')).toHaveTextContent('Tệp quá lớn');
    expect(step()).toBe('select');
  });

  it('adds a text only when it is not blank, centred at 32 px in white Arial, and moves it with the keys', () => {
    renderDialog();
    choose(photo());
    addText('   ');
    fireEvent.click(screen.getByTestId('story-add-text-button'));
    expect(screen.queryByTestId('story-overlay')).not.toBeInTheDocument();

    addText('Xin chào');
    const handle = screen.getByRole('button', { name: /Chữ “Xin chào”/ });
    expect(handle).toHaveAttribute('data-x', '50');
    expect(handle).toHaveAttribute('data-y', '50');
    expect(handle.style.left).toBe('50%');
    expect(handle.style.color).toBe('white');
    expect(handle.style.fontSize).toBe('calc(32 * var(--story-px, 1px))');
    expect(screen.getByTestId('story-add-text-input')).toHaveValue('');

    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowUp', shiftKey: true });
    expect(handle).toHaveAttribute('data-x', '51');
    expect(handle).toHaveAttribute('data-y', '45');
  });

  it('drags a text with the pointer, keeping it inside the picture', () => {
    renderDialog();
    choose(photo());
    addText('Kéo');
    const handle = screen.getByTestId('story-overlay');
    handle.parentElement!.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 400 }) as DOMRect;
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 200, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 150, clientY: 100, pointerId: 1 });
    expect(handle).toHaveAttribute('data-x', '75');
    expect(handle).toHaveAttribute('data-y', '25');
    fireEvent.pointerMove(handle, { clientX: 900, clientY: -50, pointerId: 1 });
    expect(handle).toHaveAttribute('data-x', '100');
    expect(handle).toHaveAttribute('data-y', '0');
    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 0, clientY: 0, pointerId: 1 });
    expect(handle).toHaveAttribute('data-x', '100');
  });

  it("counts the caption as 'n/500' and plays 15 s unless another duration is chosen", () => {
    renderDialog();
    choose(photo());
    expect(screen.getByTestId('story-caption-counter')).toHaveTextContent('0/500');
    fireEvent.change(screen.getByLabelText('Chú thích'), { target: { value: 'Hello' } });
    expect(screen.getByTestId('story-caption-counter')).toHaveTextContent('5/500');
    expect(screen.getByRole('radio', { name: '15 giây' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10 giây' })).not.toBeChecked();
  });

  it('shows the live filter on the preview and on each labelled preset thumbnail', () => {
    renderDialog();
    choose(photo());
    const preview = within(screen.getByRole('region', { name: 'Xem trước tin' })).getByTestId('story-media');
    expect(preview.style.filter).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Moon' }));
    expect(screen.getByRole('button', { name: 'Moon' })).toHaveAttribute('aria-pressed', 'true');
    expect(preview.style.filter).toContain('saturate(0)');
    fireEvent.change(screen.getByRole('slider', { name: 'Độ trong suốt' }), { target: { value: '40' } });
    expect(preview.style.opacity).toBe('0.4');
    expect(screen.getByText('40%')).toBeInTheDocument();
    const clarendonThumb = screen.getByTestId('story-preset-clarendon').querySelector('img')!;
    expect(clarendonThumb.style.filter).toBe('brightness(1.05) contrast(1.2) saturate(1.35)');
  });

  it('sends the multipart fields, filters and texts as JSON, reads "Đang chia sẻ..." and shows progress', async () => {
    const { onClose, queryClient } = renderDialog();
    queryClient.setQueryData<StoryStripData>(storyKeys.strip, {
      source: 'stories',
      groups: [makeGroup({ _id: 'user-1', username: 'minh' }, []), makeGroup({ _id: 'user-2' }, ['s1'])],
    });
    const file = photo();
    choose(file);
    fireEvent.click(screen.getByTestId('story-preset-clarendon'));
    fireEvent.change(screen.getByTestId('story-slider-brightness'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Đen trắng' }));
    addText('Chào team');
    fireEvent.change(screen.getByTestId('story-caption'), { target: { value: 'Ngày đẹp trời' } });
    fireEvent.click(screen.getByTestId('story-duration-30'));

    fireEvent.click(screen.getByTestId('story-share'));
    expect(screen.getByTestId('story-share')).toHaveTextContent('Đang chia sẻ...');
    expect(screen.getByTestId('story-share')).toBeDisabled();
    fireEvent.click(screen.getByTestId('story-share'));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(request()).toMatchObject({ method: 'POST', url: '/api/stories', timeout: 60_000 });
    expect(field('content')).toBe('Ngày đẹp trời');
    expect(field('duration')).toBe('30');
    expect(JSON.parse(field('filters') as string)).toMatchObject({
      clarendon: true,
      normal: false,
      brightness: 20,
      blackAndWhite: true,
    });
    expect(JSON.parse(field('textOverlays') as string)).toEqual([
      { text: 'Chào team', x: 50, y: 50, fontSize: 32, color: 'white', fontFamily: 'Arial' },
    ]);
    expect(field('media')).toMatchObject({ name: file.name, type: 'image/jpeg' });
    expect([...(request().body as FormData).keys()].at(-1)).toBe('media');

    act(() => request().progress(30, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');

    const story = makeStory({
      _id: 'fresh',
      user: { _id: 'user-1', id: 'user-1', username: 'minh', avatar: '', verified: false },
    });
    await act(async () => request().answer(201, { success: true, message: 'Đã đăng tin', data: { story } }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const strip = queryClient.getQueryData<StoryStripData>(storyKeys.strip)!;
    expect(strip.groups[0]!.stories.map((item) => item._id)).toEqual(['fresh']);
  });

  it.each([
    [413, { success: false, message: 'too big' }, 'Tệp quá lớn. Ảnh tối đa 20 MB, video tối đa 100 MB.'],
    [
      400,
      { success: false, message: 'Định dạng tệp không hợp lệ. Vui lòng chọn tệp khác.' },
      'Invalid file format. Please choose a different file.',
    ],
    [
      400,
      { success: false, message: 'Chú thích của tin không được dài quá 500 ký tự' },
      'Chú thích của tin không được dài quá 500 ký tự',
    ],
    [500, { success: false, message: 'boom' }, 'Upload failed. Please try again.'],
  ])('shows the message for a %s answer and allows another try', async (status, body, message) => {
    renderDialog();
    choose(photo());
    fireEvent.click(screen.getByTestId('story-share'));
    await act(async () => request().answer(status, body));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('story-share')).toHaveTextContent('Chia sẻ');
    expect(screen.getByTestId('story-share')).toBeEnabled();
  });

  it("says 'Network error. Please check your connection.' when nothing answers", async () => {
    renderDialog();
    choose(photo());
    fireEvent.click(screen.getByTestId('story-share'));
    await act(async () => request().onerror?.());
    expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  });

  it('closes at once with no file, and asks before discarding a chosen one', () => {
    const first = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.unmount();

    const { onClose } = renderDialog();
    choose(photo());
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Bỏ tin này?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(step()).toBe('edit');
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ tin' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('drops the file and every edit when going back, and frees the preview', () => {
    renderDialog();
    choose(photo());
    addText('Tạm');
    fireEvent.click(screen.getByRole('button', { name: 'Chọn tệp khác' }));
    expect(step()).toBe('select');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:story');
    choose(photo());
    expect(screen.queryByTestId('story-overlay')).not.toBeInTheDocument();
  });
});
