import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './TaggedText';

describe('TaggedText', () => {
  it('links #tags to their posts and @names to the profile, leaving @all and addresses as text', () => {
    render(
      <MemoryRouter>
        <p>
          <TaggedText text="Tết with @Lan.Anh, #team! @all an@x.vn" linkClassName={undefined} />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '@Lan.Anh' })).toHaveAttribute('href', '/profile/%40Lan.Anh');
    expect(screen.getByRole('link', { name: '#team' })).toHaveAttribute('href', '/tags/team');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
