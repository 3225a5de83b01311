import type { VisibleUser } from '@teamhub/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '../../../../test/render';
import { ProfileFacts } from './ProfileFacts';

describe('ProfileFacts', () => {
  it("shows another user's email and date of birth when they come back", () => {
    const { visibility: _choices, ...shown } = testUser;
    renderWithProviders(<ProfileFacts user={{ ...shown, dateOfBirth: '1995-04-30' }} />);
    expect(screen.getByRole('link', { name: 'minh@example.com' })).toHaveAttribute('href', 'mailto:minh@example.com');
    expect(screen.getByTestId('profile-fact-dateOfBirth')).toHaveTextContent('30 tháng 4, 1995');
    expect(screen.queryByRole('img', { name: 'Chỉ bạn nhìn thấy mục này' })).not.toBeInTheDocument();
  });

  it('shows nothing for the fields that were left out', () => {
    const { visibility: _choices, email: _email, address: _address, dateOfBirth: _date, ...rest } = testUser;
    const other: VisibleUser = { ...rest, position: 'Designer' };
    renderWithProviders(<ProfileFacts user={other} />);
    expect(screen.getByTestId('profile-fact-position')).toHaveTextContent('Designer');
    expect(screen.queryByTestId('profile-fact-email')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-fact-dateOfBirth')).not.toBeInTheDocument();
  });

  it('marks on one’s own profile what others cannot see', () => {
    renderWithProviders(
      <ProfileFacts
        user={{
          ...testUser,
          address: 'Hà Nội',
          visibility: { email: 'everyone', address: 'only-me', dateOfBirth: 'only-me', links: 'everyone' },
        }}
      />,
    );
    expect(screen.getByTestId('profile-fact-address')).toContainElement(
      screen.getByRole('img', { name: 'Chỉ bạn nhìn thấy mục này' }),
    );
    expect(screen.getByTestId('profile-fact-email').querySelector('[role="img"]')).toBeNull();
  });
});
