import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { fakeSearchServer, hit, PAGES } from '../test-support/search-fixtures';
import { SearchPalette } from './SearchPalette';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const HITS = [
  hit('message', 1, { title: 'Lan', link: '/chat?c=c1&message=m1' }),
  hit('task', 2, { title: 'Viết tài liệu API' }),
  hit('message', 3, { title: 'Nhóm thiết kế' }),
  hit('person', 4, { title: 'tai', snippet: { text: 'tai', highlights: [[0, 3]] } }),
];

async function openPalette(search: (url: URL) => unknown = () => ({ items: HITS, nextCursor: null })) {
  const server = fakeSearchServer(search);
  vi.stubGlobal('fetch', vi.fn(server.fetchMock));
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <SearchPalette pages={PAGES} onClose={onClose} />
      <Where />
    </>,
  );
  const input = await screen.findByRole('combobox', { name: 'Tìm trong TeamHub' });
  return { input, onClose, searches: server.searches };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('SearchPalette', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('offers the pages before anything is typed, the first one active', async () => {
    const { input } = await openPalette();
    expect(input).toHaveFocus();
    const goTo = screen.getByRole('group', { name: 'Đi tới' });
    expect(
      within(goTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Chat'), expect.stringContaining('Document')]);
    expect(activeOption(input)).toHaveTextContent('Chat');
  });

  it('groups the hits by kind under headings, after the pages that match and before "see all"', async () => {
    const user = userEvent.setup();
    const { input, searches } = await openPalette();
    await user.type(input, 'tai lieu');
    const messages = await screen.findByRole('group', { name: 'Tin nhắn' });
    expect(within(messages).getAllByRole('option')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Công việc' })).getByRole('option')).toHaveTextContent(
      'Viết tài liệu API',
    );
    // "Document" is also "Tài liệu của tôi": found by that name, marked there.
    const goTo = screen.getByRole('group', { name: 'Đi tới' });
    expect(within(goTo).getByRole('option')).toHaveTextContent('Document');
    expect(within(goTo).getByText('Tài liệu').tagName).toBe('MARK');
    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'));
    expect(groups.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Đi tới',
      'Tin nhắn',
      'Công việc',
      'Mọi người',
    ]);
    const options = screen.getAllByRole('option');
    expect(options.at(-1)).toHaveTextContent('Xem tất cả kết quả cho “tai lieu”');
    // One request for the settled question, with every kind in it.
    expect(searches.map(({ url }) => url.searchParams.get('q'))).toEqual(['tai lieu']);
    expect(searches[0]?.url.searchParams.get('limit')).toBe('20');
    expect(within(messages).getAllByRole('option')[0]?.querySelector('mark')).toHaveTextContent('tài liệu');
  });

  it('moves with ↑ and ↓, wrapping round, and opens the active hit with Enter', async () => {
    const user = userEvent.setup();
    const { input, onClose } = await openPalette();
    await user.type(input, 'tai lieu');
    await screen.findByRole('group', { name: 'Tin nhắn' });
    const options = screen.getAllByRole('option');
    expect(activeOption(input)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[1]);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toBe(options.at(-1));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Lan');

    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/chat?c=c1&message=m1');
  });

  it('opens the full list for the question from "see all"', async () => {
    const user = userEvent.setup();
    const { input } = await openPalette();
    await user.type(input, 'tai lieu');
    await screen.findByRole('group', { name: 'Tin nhắn' });
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=tai+lieu');
  });

  it('asks only once typing pauses, and drops the request a newer question replaces', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const { input, searches } = await openPalette(() => new Promise((resolve) => answers.push(resolve)));
    fireEvent.change(input, { target: { value: 'ta' } });
    fireEvent.change(input, { target: { value: 'tai' } });
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]?.url.searchParams.get('q')).toBe('tai');
    fireEvent.change(input, { target: { value: 'tai lieu' } });
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[0]?.signal?.aborted).toBe(true);
    expect(searches[1]?.signal?.aborted).toBe(false);
    await act(async () => answers[1]?.({ items: HITS.slice(0, 1), nextCursor: null }));
    expect(await screen.findByRole('group', { name: 'Tin nhắn' })).toBeInTheDocument();
  });

  it('says when nothing is found, and offers a retry when the search fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { input } = await openPalette(() => {
      if (fail) throw new Error('down');
      return { items: [], nextCursor: null };
    });
    await user.type(input, 'zzqq');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tìm được lúc này.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Không tìm thấy kết quả cho “zzqq”')).toBeInTheDocument();
  });

  it('closes on Escape (the dialog’s cancel)', async () => {
    const { onClose } = await openPalette();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
