/**
 * The palette's code, fetched on first use (or when the pointer or focus reaches the search box); its
 * texts come with it (search-strings.ts). The first route carries only the box, the shortcut and this
 * loader (vite.config.ts, its budget).
 */
export const loadSearchPalette = () => import('./components/SearchPalette');
