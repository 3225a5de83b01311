/**
 * What other features use from search: the layout's search box and the palette's host (Ctrl/Cmd+K). The
 * palette itself and the /search page are chunks of their own (palette-loader.ts, app/routes.tsx).
 */
export { SearchPaletteHost } from './components/SearchPaletteHost';
export { SearchTrigger } from './components/SearchTrigger';
export type { GoToPage } from './go-to-page';
