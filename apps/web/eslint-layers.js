import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Every feature folder: features/<name>, and each area under features/admin. */
const features = readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    d.name === 'admin'
      ? readdirSync(`${src}/features/admin`, { withFileTypes: true })
          .filter((a) => a.isDirectory())
          .map((a) => `admin/${a.name}`)
      : [d.name],
  );

const fromRoot = { group: ['../*'], message: "Import from the '@/' root instead of a parent folder." };
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [fromRoot, ...patterns] }] },
});

/**
 * Imports flow one way, app → features → shared: shared imports neither, a feature never imports app/ or
 * another feature (widgets from several features are composed in app/). Paths outside a folder are written
 * from the `@/` root, so the import text alone says which layer it reaches. Cycles are checked by
 * src/import-layers.test.ts.
 */
export const webLayers = [
  restrict(['apps/web/src/**/*.{ts,tsx}']),
  restrict(['apps/web/src/shared/**/*.{ts,tsx}'], {
    group: ['@/features/**', '@/app/**'],
    message: 'shared/ imports only shared/.',
  }),
  ...features.map((name) =>
    restrict(
      [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
      { group: ['@/app/**'], message: 'Features never import app/.' },
      {
        regex: `^@/features/(?!${name}/)`,
        message: 'A feature never imports another feature; compose them in app/.',
      },
    ),
  ),
];
