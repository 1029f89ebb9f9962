import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespace } from '@/shared/i18n/i18n.ts';
import { auditActionLabel } from '@/shared/i18n/labels.ts';

const server = join(import.meta.dirname, '../../../../../../server/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every action the server's audit() calls name: `action: 'x'`, or either side of a ternary. */
const recorded = [
  ...new Set(
    sources(server)
      .map((file) => readFileSync(file, 'utf8'))
      // What follows each call of audit(): the entry it writes, whose action comes first or nearly.
      .flatMap((text) => [...text.matchAll(/\baudit\([\s\S]{0,240}/g)].map((m) => m[0]))
      .flatMap((call) => {
        const m = /\baction: (?:[^\n?]*\? )?'([a-z_]+)'(?: : '([a-z_]+)')?/.exec(call);
        return m ? [m[1], m[2]].filter((code): code is string => !!code) : [];
      }),
  ),
];

beforeAll(() => loadNamespace('admin'));

// The parity test holds the other languages to the same keys.
describe('the audit screen', () => {
  it('names every action the server records', () => {
    expect(recorded).toEqual(expect.arrayContaining(['pay', 'apply_credit', 'reverse_payment', 'recompute']));
    const t = i18n.t.bind(i18n) as Parameters<typeof auditActionLabel>[0];
    for (const action of recorded) expect(auditActionLabel(t, action), action).not.toBe(action);
    // A record's writes, named after its kind, read as the verb.
    expect(auditActionLabel(t, 'update_contract')).toBe('Alteração');
    expect(auditActionLabel(t, 'create_cycle')).toBe('Criação');
  });
});
