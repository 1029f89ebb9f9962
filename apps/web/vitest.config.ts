import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      root: import.meta.dirname,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
    },
  }),
);
