import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Session } from '../../../lib/session/session-context';
import { tokenStorage } from '../../../lib/token-storage';
import { SessionProvider } from './SessionProvider';
import { useSession } from '../../../lib/session/useSession';

const user = { _id: 'u1', id: 'u1', username: 'minh', email: 'minh@example.com' };

function Probe() {
  const { status, user: current } = useSession();
  return <p data-testid="probe">{`${status}:${current?.username ?? ''}`}</p>;
}

function renderSession() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SessionProvider>
            <Probe />
          </SessionProvider>
        ),
      },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('SessionProvider start-up', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is signed out without a stored token and asks nothing', () => {
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('signed-out:');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the profile for a stored token', async () => {
    tokenStorage.set('good');
    fetchMock.mockResolvedValue(json(200, { success: true, data: { user } }));
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('loading:');
    expect(await screen.findByText('signed-in:minh')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/profile');
  });

  it('clears the session on a 401', async () => {
    tokenStorage.set('expired');
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'expired' }));
    renderSession();
    expect(await screen.findByText('signed-out:')).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });

  it('clears the session when the answer has no success or no user', async () => {
    tokenStorage.set('odd');
    fetchMock.mockResolvedValue(json(200, { success: false, data: { user } }));
    renderSession();
    expect(await screen.findByText('signed-out:')).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });

  it('keeps the token when the server cannot be reached', async () => {
    tokenStorage.set('good');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSession();
    expect(await screen.findByText('unreachable:')).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('good');
  });
});

describe('SessionProvider under a component router', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('keeps the same session across navigations, so its readers do not render again', async () => {
    tokenStorage.set('good');
    fetchMock.mockResolvedValue(json(200, { success: true, data: { user } }));
    const seen: Session[] = [];
    function SessionReader() {
      const session = useSession();
      if (seen.at(-1) !== session) seen.push(session);
      return <p>{session.status}</p>;
    }
    function Address() {
      return <p data-testid="address">{useLocation().pathname}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/']}>
          <SessionProvider>
            <SessionReader />
            <Address />
            <Link to="/elsewhere">elsewhere</Link>
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    const sessionsBefore = seen.length;

    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/elsewhere');
    expect(seen).toHaveLength(sessionsBefore);
  });
});
