import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, MENU_GROUPS, PAGES } from '@alvorada/contracts';

type Tree = { [key: string]: string | Tree };
const dir = import.meta.dirname;
const load = (locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Tree;
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

describe('locales', () => {
  const reference = new Set(keys(load('pt-BR')));

  it('has one file per locale', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(LOCALES.filter((l) => l !== 'pt-BR'))('%s has exactly the keys of pt-BR', (locale) => {
    const own = new Set(keys(load(locale)));
    expect(
      [...reference].filter((key) => !own.has(key)),
      'missing',
    ).toEqual([]);
    expect(
      [...own].filter((key) => !reference.has(key)),
      'extra',
    ).toEqual([]);
  });

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
