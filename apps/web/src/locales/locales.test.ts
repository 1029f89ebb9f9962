import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, MENU_GROUPS, PAGES } from '@alvorada/contracts';
import { AREA_NAMESPACES } from '@/shared/i18n/i18n.ts';

type Tree = { [key: string]: string | Tree };
const dir = import.meta.dirname;
const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as Tree;
/** The texts of a namespace: the shell's file (`translation`) or an area's folder. */
const file = (namespace: string, locale: string) =>
  read(namespace === 'translation' ? `${locale}.json` : `${namespace}/${locale}.json`);
const NAMESPACES = ['translation', ...AREA_NAMESPACES];
/** Every text of a locale, as the app reads it once each area has loaded. */
const load = (locale: string): Tree =>
  Object.assign({}, ...NAMESPACES.map((namespace) => file(namespace, locale))) as Tree;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`.replace(PLURAL, '')] : keys(value, `${prefix}${key}.`),
  );
}
const values = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], tree);
const jsonFiles = (path: string) =>
  readdirSync(join(dir, path))
    .filter((f) => f.endsWith('.json'))
    .sort();

describe('locales', () => {
  const reference = new Set(keys(load('pt-BR')));

  it('has one file per locale for the shell and in each area folder', () => {
    const files = LOCALES.map((l) => `${l}.json`).sort();
    expect(jsonFiles('.')).toEqual(files);
    expect(
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...AREA_NAMESPACES].sort());
    for (const namespace of AREA_NAMESPACES) expect(jsonFiles(namespace), namespace).toEqual(files);
  });

  it.each(AREA_NAMESPACES)('keeps the %s section in its folder only', (namespace) => {
    for (const locale of LOCALES) {
      expect(Object.keys(file(namespace, locale)), locale).toEqual([namespace]);
      expect(Object.keys(file('translation', locale)), locale).not.toContain(namespace);
    }
  });

  it.each(LOCALES.filter((l) => l !== 'pt-BR').flatMap((l) => NAMESPACES.map((n) => [l, n])))(
    '%s has exactly the keys of pt-BR in %s',
    (locale, namespace) => {
      const expected = new Set(keys(file(namespace, 'pt-BR')));
      const own = new Set(keys(file(namespace, locale)));
      expect(
        [...expected].filter((key) => !own.has(key)),
        'missing',
      ).toEqual([]);
      expect(
        [...own].filter((key) => !expected.has(key)),
        'extra',
      ).toEqual([]);
    },
  );

  it('keeps the spec messages verbatim in pt-BR', () => {
    const ptBR = load('pt-BR');
    expect(lookup(ptBR, 'errors.invalidToken')).toBe('Token de acesso inválido.');
    expect(lookup(ptBR, 'realtime.notAuthenticated')).toBe('Usuário não autenticado');
    expect(lookup(ptBR, 'realtime.connectError')).toBe('Erro ao conectar: {{reason}}');
    expect(lookup(ptBR, 'realtime.socketError')).toBe('Erro na conexão WebSocket');
    expect(lookup(ptBR, 'dataTable.noData')).toBe('Nenhum dado disponível');
    expect(lookup(ptBR, 'dataTable.itemsPerPage')).toBe('Itens por página:');
    expect(lookup(ptBR, 'dataTable.all')).toBe('Todos');
  });

  it("spells prosumers as the spec does (Prosumidores), never 'Prossumidores'", () => {
    const texts = LOCALES.flatMap((locale) => values(load(locale)));
    expect(texts.filter((text) => /prossumidor/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /prosumidor/i.test(text)).length).toBeGreaterThan(0);
  });

  it('keeps the spec data-table texts in English', () => {
    const en = load('en');
    expect(
      ['noData', 'itemsPerPage', 'all', 'firstPage', 'previousPage', 'nextPage', 'lastPage'].map((k) =>
        lookup(en, `dataTable.${k}`),
      ),
    ).toEqual([
      'No data available',
      'Items per page',
      'All',
      'First Page',
      'Previous Page',
      'Next Page',
      'Last Page',
    ]);
  });

  it('names every catalogue page and menu group', () => {
    const missing = [...PAGES.map((p) => p.i18nKey), ...MENU_GROUPS.map((g) => g.i18nKey)].filter(
      (key) => !reference.has(key),
    );
    expect(missing).toEqual([]);
  });
});
