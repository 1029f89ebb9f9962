// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const src = fileURLToPath(new URL('.', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules the project's lint config reports for `code` saved at `path` (relative to src/). */
async function violations(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${src}${path}` });
  return result!.messages.map((m) => m.ruleId);
}

/** Each source file of src/ with the source files it imports at run time (type-only imports left out). */
function importGraph() {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(src, f));
  const imports = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(imports)]
        .map((m) => m[1] ?? m[2]!)
        .filter((spec) => spec.startsWith('@/') || spec.startsWith('.'))
        .map((spec) => (spec.startsWith('@/') ? join(src, spec.slice(2)) : resolve(dirname(file), spec)));
      return [file, targets] as const;
    }),
  );
}

/** Every import path that leads back to where it started, as file names relative to src/. */
function cycles(graph: Map<string, readonly string[]>) {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    if (path.includes(file)) return void found.push([...path.slice(path.indexOf(file)), file]);
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found.map((cycle) => cycle.map((f) => relative(src, f)));
}

describe('import layers (app → features → shared)', () => {
  it('fails lint when a feature imports another feature or app/', async () => {
    const other = "export { useAudit } from '@/features/admin/audit/api/audit-api.ts';\n";
    const app = "export { queryClient } from '@/app/query-client.ts';\n";
    expect(await violations('features/admin/users/probe.ts', other)).toContain('no-restricted-imports');
    expect(await violations('features/admin/users/probe.ts', app)).toContain('no-restricted-imports');
  });

  it('fails lint when shared/ imports a feature or app/', async () => {
    const fromFeature = "export { AuditLog } from '@/features/admin/audit/components/audit-log.tsx';\n";
    const fromApp = "export { queryClient } from '@/app/query-client.ts';\n";
    expect(await violations('shared/ui/probe.ts', fromFeature)).toContain('no-restricted-imports');
    expect(await violations('shared/ui/probe.ts', fromApp)).toContain('no-restricted-imports');
  });

  it('lets app/ compose features and features use shared/ and their own files', async () => {
    const inApp = "export { AuditLog } from '@/features/admin/audit/components/audit-log.tsx';\n";
    const inFeature =
      "export { useAudit } from '@/features/admin/audit/api/audit-api.ts';\nexport { useRoles } from '@/shared/api/roles-api.ts';\n";
    expect(await violations('app/pages/probe.ts', inApp)).toEqual([]);
    expect(await violations('features/admin/audit/probe.ts', inFeature)).toEqual([]);
  });

  it('fails lint on parent-folder imports', async () => {
    const code = "export { useRoles } from '../../shared/api/roles-api.ts';\n";
    expect(await violations('features/admin/roles/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('fails lint on a query key written out instead of taken from its factory', async () => {
    const code = "export const q = { queryKey: ['admin', 'audit'] };\n";
    expect(await violations('features/admin/users/probe.ts', code)).toContain('no-restricted-syntax');
  });

  it('finds an import cycle, and the source has none', () => {
    const a = join(src, 'a.ts');
    const b = join(src, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'a.ts']]);
    const graph = importGraph();
    expect([...graph.values()].flat().length).toBeGreaterThan(graph.size);
    expect(cycles(graph)).toEqual([]);
  });
});
