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
      // A safety net for a hung case only: jsdom on a busy machine is slow, and speed is not what a case checks.
      testTimeout: 600_000,
    },
  }),
);
