import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { projectFixture, taskFixture } from '../test-support/fixtures';
import { CreateTaskFromMessage } from './CreateTaskFromMessage';

const patient = { timeout: 10_000 };
const CONVERSATION = '7d1f3c2a-5b6e-4f70-8a91-b2c3d4e5f601';
const MESSAGE = '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4';

describe('CreateTaskFromMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the task from the message, lets the project be chosen, and sends the source', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === '/api/projects') {
        const projects = [projectFixture({ id: 'p1', name: 'Website' }), projectFixture({ id: 'p2', name: 'App' })];
        return new Response(JSON.stringify({ success: true, data: projects }));
      }
      if (url.endsWith('/members')) return new Response(JSON.stringify({ success: true, data: [] }));
      if (init?.method === 'POST') {
        return new Response(JSON.stringify({ success: true, data: taskFixture({ id: 't1', projectId: 'p2' }) }));
      }
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    const long = 'Sửa lỗi đăng nhập trên Safari '.repeat(10);
    renderWithProviders(
      <CreateTaskFromMessage
        message={{ _id: MESSAGE, conversationId: CONVERSATION, content: long }}
        onClose={onClose}
      />,
    );
    const title = await screen.findByLabelText('Tên task *', {}, patient);
    const dialog = screen.getByRole('dialog', { name: 'Tạo task mới' });
    expect(title).toHaveValue(long.trim().slice(0, 200));
    const description = within(dialog).getByLabelText('Mô tả') as HTMLTextAreaElement;
    expect(description.value).toContain(long.trim());
    expect(description.value).toContain(`/chat?c=${CONVERSATION}`);
    expect(within(dialog).getByRole('link', { name: 'Mở tin nhắn gốc' })).toHaveAttribute(
      'href',
      `/chat?c=${CONVERSATION}`,
    );
    // Named by its label alone (not by the project it shows).
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Dự án' }), { target: { value: 'p2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tạo task' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), patient);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/projects/p2/tasks');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      title: long.trim().slice(0, 200),
      sourceMessage: { conversationId: CONVERSATION, messageId: MESSAGE },
    });
  });
});
