import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstRoute } from './vite-plugins/first-route.ts';
import { precompress } from './vite-plugins/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The default language's strings are awaited before the first paint (src/main.tsx).
    // 171: the Vietnamese strings of Settings → Security and the password screens (0.9 KB gzip) live in it too.
    // 172.5: and those of Settings → "Your data and account", the deletion dialog's lists (1.0 KB gzip).
    // 175: the sign-up rules on the register page and the server's workspace messages (2 KB gzip). Next: the
    // settings sections' strings could travel with the settings page (i18n/lazy-strings.ts), as admin's do.
    firstRoute({ awaitedModules: ['src/i18n/locales/vi.ts'], budgetKb: 175 }),
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
