import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (dist/manifest.webmanifest): what a browser needs to install TeamHub. Colours
 * are the light theme's (src/styles): the splash screen's background and the title bar; index.html's
 * theme-color metas give the dark theme's bar.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'TeamHub',
  short_name: 'TeamHub',
  description: 'Mạng xã hội nội bộ cho nhóm: bảng tin, tin nhắn, dự án, tài liệu và phòng phim.',
  lang: 'vi',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f5f6fa',
  theme_color: '#4f46e5',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
