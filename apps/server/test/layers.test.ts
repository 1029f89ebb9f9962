import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Imports of a file that reach into modules/, as `file → specifier`. */
export function importsOfModules(file: string, code: string): string[] {
  return [...code.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier) => /(^|\/)modules\//.test(specifier))
    .map((specifier) => `${relative(src, file)} → ${specifier}`);
}

describe('server layers', () => {
  it('platform/ imports nothing from modules/', () => {
    const found = filesUnder(join(src, 'platform')).flatMap((file) =>
      importsOfModules(file, readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('the check sees a static, a type-only and a dynamic import of a module', () => {
    const file = join(src, 'platform/probe.ts');
    const code = [
      "import { ADMIN_MESSAGES } from '../modules/admin/messages.ts';",
      "import type { Mailbox } from '../../modules/admin/mail/mailbox-service.ts';",
      "const energy = await import('../modules/energy/module.ts');",
    ].join('\n');
    expect(importsOfModules(file, code)).toHaveLength(3);
  });
});
