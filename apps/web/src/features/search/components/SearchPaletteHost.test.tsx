import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { fakeSearchServer, PAGES } from '../test-support/search-fixtures';
import { SearchPaletteHost } from './SearchPaletteHost';

function Layout() {
  const [open, setOpen] = useState(false);
  return <SearchPaletteHost open={open} onOpenChange={setOpen} pages={PAGES} />;
}

const pressControlK = (init: KeyboardEventInit = {}) => fireEvent.keyDown(window, { key: 'k', ctrlKey: true, ...init });

describe('SearchPaletteHost', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(fakeSearchServer(() => ({ items: [], nextCursor: null })).fetchMock)));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the palette with Ctrl+K or ⌘K, and closes it with the same keys', async () => {
    renderWithProviders(<Layout />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pressControlK()).toBe(false);
    expect(await screen.findByRole('combobox', { name: 'Tìm trong TeamHub' })).toHaveFocus();
    pressControlK({ ctrlKey: false, metaKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('leaves other shortcuts, a word being composed and another modal dialog alone', async () => {
    renderWithProviders(<Layout />);
    expect(pressControlK({ shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'k' })).toBe(true);
    expect(pressControlK({ isComposing: true })).toBe(true);
    // jsdom cannot open a dialog as modal (no showModal, :modal never matches): this one says it is.
    const modal = document.createElement('dialog');
    modal.setAttribute('open', '');
    vi.spyOn(modal, 'matches').mockImplementation((selector: string) => selector === ':modal');
    document.body.append(modal);
    try {
      expect(pressControlK()).toBe(true);
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    } finally {
      modal.remove();
    }
  });
});
