import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';
import { preloadFonts } from './vite-plugins/preload-fonts.ts';

const apiTarget = process.env.ALVORADA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The Latin file of the text font: every screen needs it, in every locale but Arabic.
    preloadFonts(/public-sans-latin-wght-normal/),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: 'login', test: /src[\\/]features[\\/]auth[\\/]pages[\\/]login-page/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
