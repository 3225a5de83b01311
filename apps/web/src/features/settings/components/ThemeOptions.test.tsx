import type { PublicUser } from '@teamhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../../test/render';
import { tokenStorage } from '../../../lib/token-storage';
import { SessionProvider } from '../../auth';
import { THEME_STORAGE_KEY } from '../theme/apply-theme';
import { ThemeOptions } from './ThemeOptions';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The real session (it applies the user's theme to the page) around the control. */
function renderSignedIn() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionProvider>
          <ThemeOptions />
        </SessionProvider>
      ),
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ThemeOptions', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** What the server answers to PUT /api/profile/settings. */
  let saveAnswer: (theme: string) => Response;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    tokenStorage.set('good');
    saveAnswer = (theme) => json(200, { success: true, data: { user: { ...testUser, theme } } });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/profile') {
        return json(200, { success: true, data: { user: { ...testUser, theme: 'light' } satisfies PublicUser } });
      }
      if (String(input) === '/api/profile/settings' && init?.method === 'PUT') {
        return saveAnswer((JSON.parse(String(init.body)) as { theme: string }).theme);
      }
      return json(404, { success: false, message: 'Not found.' });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    delete document.documentElement.dataset.theme;
  });

  const radio = (name: string) => screen.getByRole('radio', { name });
  const savedBodies = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

  it('offers Light, Dark and System in a named group and applies the theme the server has', async () => {
    renderSignedIn();
    await waitFor(() => expect(radio('Sáng')).toBeChecked());
    expect(screen.getByRole('radiogroup', { name: 'Giao diện' })).toBeInTheDocument();
    expect(radio('Tối')).not.toBeChecked();
    expect(radio('Theo hệ thống')).not.toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('saves a choice to the account and shows it at once', async () => {
    const user = userEvent.setup();
    renderSignedIn();
    await waitFor(() => expect(radio('Sáng')).toBeChecked());

    await user.click(radio('Tối'));
    expect(radio('Tối')).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(savedBodies()).toEqual([{ theme: 'dark' }]));
  });

  it('moves between the options with the arrow keys', async () => {
    const user = userEvent.setup();
    renderSignedIn();
    await waitFor(() => expect(radio('Sáng')).toBeChecked());

    radio('Sáng').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(radio('Tối')).toBeChecked());
    expect(radio('Tối')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(savedBodies()).toEqual([{ theme: 'dark' }, { theme: 'system' }]));
    expect(document.documentElement.dataset.theme).toBe('system');
  });

  it('puts the saved theme back and says so when the server refuses', async () => {
    saveAnswer = () => json(500, { success: false, message: 'Máy chủ gặp lỗi. Vui lòng thử lại.' });
    const user = userEvent.setup();
    renderSignedIn();
    await waitFor(() => expect(radio('Sáng')).toBeChecked());

    await user.click(radio('Theo hệ thống'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không lưu được giao diện. Vui lòng thử lại.');
    expect(radio('Sáng')).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
