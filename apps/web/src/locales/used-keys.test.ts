import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_NAMESPACES, validationTexts } from '@/shared/i18n/i18n.ts';

/**
 * Every translation key the code names exists in pt-BR (the shell's file or an area's). The parity test
 * (locales.test.ts) compares the locale files with each other, so a key missing from all of them passes there
 * and shows on screen as its code.
 * A key is any quoted string shaped like `namespace.rest` whose namespace is a top-level section of pt-BR
 * (which also catches keys kept in tables and ternaries); a template literal such as `admin.plans.${plan}`
 * is checked by its fixed prefix, which must be a section holding keys.
 */
type Tree = { [key: string]: string | Tree };
const src = join(import.meta.dirname, '..');
const read = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, path), 'utf8')) as Tree;
// The shell's texts (its validation texts from the contracts) and each area's, as the app holds them once
// the areas have loaded.
const ptBR = Object.assign(
  read('pt-BR.json'),
  { validation: validationTexts('pt-BR') },
  ...AREA_NAMESPACES.map((namespace) => read(`${namespace}/pt-BR.json`)),
) as Tree;

const lookup = (key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, part) => {
    if (node === undefined || typeof node === 'string') return undefined;
    return node[part];
  }, ptBR);

/** A plural key is used by its base name (`t('x.count', { count })` reads `x.count_one` / `x.count_other`). */
const exists = (key: string) =>
  [key, `${key}_one`, `${key}_other`].some((k) => typeof lookup(k) === 'string');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const KEY = String.raw`[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+`;
const QUOTED = new RegExp(`['"](${KEY})['"]`, 'g');
const TEMPLATE = /`([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*)\.\$\{/g;
const namespaces = new Set(Object.keys(ptBR));

/** The argument text of each `t(…)` / `translate(…)` call, up to its closing parenthesis. */
function translateCalls(text: string): string[] {
  return [...text.matchAll(/\b(?:t|translate)\(/g)].map((match) => {
    let depth = 1;
    let i = match.index + match[0].length;
    for (; i < text.length && depth > 0; i++) depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
    return text.slice(match.index + match[0].length, i - 1);
  });
}

const used = sources(src).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const where = relative(src, file);
  // Keys inside a call and keys handed to <Trans i18nKey> and `…Key` fields name a text.
  const keys = [
    ...translateCalls(text).flatMap((args) => [...args.matchAll(QUOTED)].map((m) => m[1]!)),
    ...[...text.matchAll(new RegExp(`(?:i18nKey|[a-z]+Key)\\s*[:=]\\s*['"](${KEY})['"]`, 'g'))].map(
      (m) => m[1]!,
    ),
  ];
  // Namespaced strings kept elsewhere (tables, label helpers) name a text or a section of texts.
  const names = [...text.matchAll(QUOTED)]
    .map((m) => m[1]!)
    .filter((key) => namespaces.has(key.split('.')[0]!));
  const prefixes = translateCalls(text).flatMap((args) => [...args.matchAll(TEMPLATE)].map((m) => m[1]!));
  return [
    ...keys.map((key) => ({ where, key, kind: 'text' as const })),
    ...names.map((key) => ({ where, key, kind: 'text or section' as const })),
    ...prefixes.map((key) => ({ where, key, kind: 'section' as const })),
  ];
});

const found = {
  text: (key: string) => exists(key),
  section: (key: string) => typeof lookup(key) === 'object',
  'text or section': (key: string) => exists(key) || typeof lookup(key) === 'object',
};

describe('translation keys used by the code', () => {
  it('finds keys to check', () => {
    expect(used.length).toBeGreaterThan(300);
    expect(used.some((u) => u.kind === 'section')).toBe(true);
  });

  it('exist in pt-BR', () => {
    const missing = used
      .filter(({ key, kind }) => !found[kind](key))
      .map(({ where, key, kind }) => `${where}: ${key}${kind === 'section' ? '.*' : ''}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
