import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { emojiData } from './vite-plugins/emoji-data.ts';
import { firstRoute } from './vite-plugins/first-route.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { webAppManifest } from './vite-plugins/web-app-manifest.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    emojiData(),
    firstRoute({
      // The default language's strings are awaited before the first paint (src/main.tsx).
      preloadModules: ['src/i18n/locales/vi.ts'],
      routes: [
        {
          // The sign-in screens check forms with the credential rules alone (contracts' credential-messages.ts),
          // not every server message in both languages (9 KB gzip).
          name: 'login',
          label: '/login (signed out)',
          lazyModules: ['src/i18n/locales/vi.ts', 'src/features/auth/LoginPage.tsx'],
          budgetKb: 170,
        },
        {
          // Exactly what Chromium requests on / for a signed-in member before the feed shows its posts and
          // stories (`node bench/first-route.mjs` records it and fails when the lists differ). Dialogs, the
          // assistant, the story viewer and creator, and the other pages' texts load when opened.
          name: 'feed',
          label: '/ (signed in, the feed)',
          lazyModules: [
            'src/i18n/locales/vi.ts',
            'src/features/layout/MainLayout.tsx',
            'src/features/feed/FeedPage.tsx',
          ],
          // 200 until issue 30: mentions' reading of captions (contracts' mentions.ts and text-tokens.ts,
          // 0.4 KB) and albums took it to 200.7 KB; Hypo's two images out of the script brought it back
          // to 200.2 KB. See docs/decisions.md, "The feed's first route after issue 30". Task comments
          // (issue 31) took it to 201.3 KB: task notifications' words, and the chunks that the feed, the
          // chat and the task panel now share (@mentions, accent folding) split out; see "Task comments
          // and activity (issue 31, stop 44)". Members' time zones (issue 31) took it from 201.6 to 202.5 KB:
          // "today" on the saved zone's clock (contracts' dayIn) and the layout saving a new account's zone;
          // see "Members' time zones on the web (issue 31)".
          budgetKb: 203,
        },
      ],
    }),
    VitePWA({
      // Our own worker (src/sw.ts: the precache, pushes, notification clicks), registered by the app
      // itself after load (src/app/installable/start-service-worker.ts), updated only when the member
      // accepts the "new version" prompt.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The whole built app, every lazy screen included, so any screen opens offline; hls.js (180 KB
        // gzip) only plays streamed links, which need the network anyway (docs/decisions.md).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        globIgnores: ['**/hls-*.js', 'icons/apple-touch-icon-*.png'],
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // No source maps in the production build: the server would serve them to anyone, source and
    // comments included. The dev server still has them (docs/decisions.md).
    sourcemap: false,
  },
});
