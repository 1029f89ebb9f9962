import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.ALVORADA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 900 },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
