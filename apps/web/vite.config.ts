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
            // The parts drawn without MUI that the sign-in screen, the public pages and the signed-in frame all
            // show (the visitor card, the corner switchers): one file of their own rather than the sign-in
            // screen's, which the others would then load.
            {
              name: 'plain',
              test: /src[\\/](shared[\\/]ui[\\/](plain|settings)[\\/]|features[\\/]auth[\\/]components[\\/](auth-card|text-link)\.)/,
            },
            // TanStack Query and the layout route that provides its cache: one file instead of four.
            {
              name: 'query',
              test: /@tanstack[\\/]|src[\\/]app[\\/](query-client|routes[\\/]query-cache-layout)\./,
            },
            { name: 'login', test: /src[\\/]features[\\/]auth[\\/]pages[\\/]login-page/ },
            // MUI's theme around every screen but the sign-in one: the frame, its layouts and the theme.
            {
              name: 'theme',
              test: /src[\\/](app[\\/](theme-provider|layouts[\\/](theme-frame|blank-layout|leaving-overlay))|shared[\\/]ui[\\/](theme|emotion-cache|mui-localization))\./,
            },
            // The public pricing page, its frame and the MUI parts it draws with, in one file: a visitor's
            // first screen waits on two waves of requests instead of four.
            {
              name: 'public-pages',
              test: /src[\\/]features[\\/]public-pages[\\/](pages[\\/]front-pricing-page|components|pricing|faq)[\\/]?|src[\\/]shared[\\/]i18n[\\/]format|@mui[\\/]material[\\/](esm[\\/])?(Chip|Grid|ToggleButton|ToggleButtonGroup|Accordion|AccordionSummary|AccordionDetails|Collapse|Table|TableBody|TableCell|TableContainer|TableHead|TableRow)[\\/]|@mui[\\/]icons-material[\\/](esm[\\/])?(ExpandMoreOutlined|CheckOutlined|RemoveOutlined)/,
            },
            // The realtime client with its message schemas (and zod), which a signed-in session loads at once.
            { name: 'realtime', test: /src[\\/]shared[\\/]realtime[\\/]realtime\.ts/ },
            // The signed-in frame (bars, menus) and the landing dashboard every role opens first; the
            // search, the shortcuts' list and the customizer load when first opened, and the realtime
            // banner with the realtime client, which the frame does not wait for.
            {
              name: 'shell',
              test: /src[\\/]app[\\/](layouts[\\/](?!navbar[\\/]search-dialog|keyboard-help-table|customizer[\\/]customizer\.|realtime-banner)|pages[\\/]dashboard-page|dashboard[\\/](dashboard-cards|use-dashboard-range))/,
            },
            // The realtime messages' schemas with zod, which a signed-in session loads once its socket opens:
            // one file instead of ten.
            { name: 'schemas', test: /src[\\/]shared[\\/]realtime[\\/]message-check/ },
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
