import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const self = relative(root, fileURLToPath(import.meta.url));
const TEXT = /\.(ts|tsx|mjs|js|json|md|yml|yaml|html|css|sh)$|^[^.]+$|\.gitignore$/;
const RELATIVE = /(?:\.\.\/)+[\w.@-]+/g;

/** References in one tracked file that leave the repository: `../` paths climbing above it. */
export function outsideReferences(file: string, text: string): string[] {
  return [...text.matchAll(RELATIVE)]
    .filter(([path]) => relative(root, resolve(dirname(join(root, file)), path)).startsWith('..'))
    .map(([path]) => `${file}: ${path}`);
}

describe('the repository is self-contained', () => {
  it('no tracked file refers to a folder outside it', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && TEXT.test(file) && file !== 'package-lock.json' && file !== self);
    const found = files.flatMap((file) => outsideReferences(file, readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check sees a path climbing out of the repository, not one that stays inside', () => {
    expect(
      outsideReferences('packages/backtest/test/data.ts', "new URL('../../../../shared/x.csv')"),
    ).toEqual(['packages/backtest/test/data.ts: ../../../../shared']);
    expect(outsideReferences('apps/web/src/a.ts', "from '../../shared/api/x.ts'")).toEqual([]);
  });
});
