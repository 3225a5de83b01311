import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { BottomBar } from './BottomBar';

describe('BottomBar names', () => {
  it('starts the notifications link name with its visible unread badge', () => {
    renderWithProviders(<BottomBar unreadCount={3} />);
    const link = screen.getByRole('link', { name: '3 Thông báo' });
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveTextContent(/^3/);
  });

  it('names every icon-only link in the current language, the English ones marked as such', () => {
    renderWithProviders(<BottomBar unreadCount={0} />);
    expect(screen.getByRole('link', { name: 'Thông báo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toBeInTheDocument();
    expect(screen.getByText('Movie Room')).toHaveAttribute('lang', 'en');
  });
});
