import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PageLoadError } from './page-load-error';
import { PageLoadBoundary } from './PageLoadBoundary';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Throws({ error }: { error: Error }): never {
  throw error;
}

it('shows the unreachable-server screen when a page did not download and the server does not answer', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  render(
    <PageLoadBoundary>
      <Throws error={new PageLoadError(new TypeError('Failed to fetch dynamically imported module'))} />
    </PageLoadBoundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Không thể kết nối đến máy chủ.');
  expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
});

it('lets any other error pass on', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() =>
    render(
      <PageLoadBoundary>
        <Throws error={new Error('a bug')} />
      </PageLoadBoundary>,
    ),
  ).toThrow('a bug');
});
