import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { PageLoadError } from './page-load-error';
import { PageLoadBoundary } from './PageLoadBoundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

it('shows the unreachable-server screen when a page did not download', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <PageLoadBoundary>
      <Throws error={new PageLoadError(new TypeError('Failed to fetch dynamically imported module'))} />
    </PageLoadBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Không thể kết nối đến máy chủ.');
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
