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

  /** Every text of a locale by its full key, plural suffix kept. */
  const flat = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
    );
  /** Each plural text's key, grouped: base key → the forms it has. */
  const pluralForms = (locale: string) => {
    const forms = new Map<string, string[]>();
    for (const [key] of flat(load(locale))) {
      const form = PLURAL.exec(key)?.[1];
      if (form) forms.set(key.replace(PLURAL, ''), [...(forms.get(key.replace(PLURAL, '')) ?? []), form]);
    }
    return forms;
  };
  const COUNT = /\{\{count\b/;
  /**
   * The forms each language's plural rules choose between (Arabic has six); Portuguese files 0 under "one"
   * ("0 fatura"), so a singular that shows the number needs i18next's own "zero" form too.
   */
  const REQUIRED: Record<string, string[]> = {
    'pt-BR': ['one', 'other'],
    en: ['one', 'other'],
    fr: ['one', 'other'],
    ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  };

  it.each(LOCALES)('%s shows every count through plural forms ("1 usina", "2 usinas")', (locale) => {
    const bare = flat(load(locale)).filter(([key, text]) => COUNT.test(text) && !PLURAL.test(key));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)('%s gives every counted text each form its plural rules ask for', (locale) => {
    const texts = new Map(flat(load(locale)));
    const counted = new Set(
      [...texts]
        .filter(([key, text]) => PLURAL.test(key) && COUNT.test(text))
        .map(([key]) => key.replace(PLURAL, '')),
    );
    const required = (base: string) =>
      locale === 'pt-BR' && COUNT.test(texts.get(`${base}_one`) ?? '')
        ? ['zero', ...REQUIRED[locale]!]
        : REQUIRED[locale]!;
    const missing = [...pluralForms(locale)]
      .filter(([base]) => counted.has(base))
      .flatMap(([base, forms]) =>
        required(base)
          .filter((form) => !forms.includes(form))
          .map((form) => `${base}_${form}`),
      );
    expect(missing).toEqual([]);
  });

  it('says "0 faturas" in Portuguese, not the singular its plural rule picks for zero', async () => {
    const i18n = (await import('i18next')).createInstance();
    await i18n.init({ lng: 'pt-BR', resources: { 'pt-BR': { translation: load('pt-BR') } } });
    expect(i18n.t('energy.cycles.produced', { cycle: 'set. de 2026', count: 0, total: 'R$ 0,00' })).toBe(
      'Ciclo de set. de 2026 fechado: 0 faturas emitidas, total de R$ 0,00.',
    );
    expect(i18n.t('energy.generation.kpi.capacityCaption', { ac: '50 kW', count: 1 })).toBe(
      '50 kW CA · 1 usina',
    );
    expect(i18n.t('energy.imports.landedNew', { count: 1 })).toBe('1 linha nova');
  });

  it('names every catalogue page and menu group', () => {
    const missing = [...PAGES.map((p) => p.i18nKey), ...MENU_GROUPS.map((g) => g.i18nKey)].filter(
      (key) => !reference.has(key),
    );
    expect(missing).toEqual([]);
  });
});
