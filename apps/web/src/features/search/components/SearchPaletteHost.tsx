import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoToPage } from '../go-to-page';
import { useSearchShortcut } from '../hooks/useSearchShortcut';
import { loadSearchPalette } from '../palette-loader';

const SearchPalette = lazy(() => loadSearchPalette().then((module) => ({ default: module.SearchPalette })));

interface SearchPaletteHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The app's pages, offered as "go to" (the layout knows them). */
  pages: readonly GoToPage[];
}

/**
 * Where the palette lives in the signed-in layout: it listens for Ctrl/Cmd+K and loads the palette's
 * code the first time it opens. Closed, it renders nothing, so each opening starts with an empty field.
 */
export function SearchPaletteHost({ open, onOpenChange, pages }: SearchPaletteHostProps) {
  const { t } = useTranslation();
  useSearchShortcut(open, onOpenChange);
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <span className="visually-hidden" role="status">
          {t('app.loading')}
        </span>
      }
    >
      <SearchPalette pages={pages} onClose={() => onOpenChange(false)} />
    </Suspense>
  );
}
