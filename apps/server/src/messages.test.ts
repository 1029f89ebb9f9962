import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, LOCALES } from '@alvorada/contracts';
import { MESSAGES } from './messages.ts';
import { installMessages, translate, type PluralText } from './platform/http/messages.ts';

installMessages(MESSAGES);

const entries = Object.entries(MESSAGES) as [string, Record<string, string | PluralText>][];
const wordings = (text: string | PluralText) => (typeof text === 'string' ? [text] : Object.values(text));
const COUNT = /\{count\}/;

/** Each catalogue folder (`messages/` beside the code that sends them) and its files by locale. */
const src = import.meta.dirname;
const folders = [
  ...new Set(
    readdirSync(src, { recursive: true })
      .map(String)
      .filter((path) => /(^|\/)messages\/[^/]+\.json$/.test(path))
      .map(dirname),
  ),
].sort();
const read = (folder: string, file: string) =>
  JSON.parse(readFileSync(join(src, folder, file), 'utf8')) as Record<string, string | PluralText>;
const placeholders = (text: string | PluralText) =>
  [...new Set(wordings(text).flatMap((t) => [...t.matchAll(/\{[^}]+\}/g)].map(([p]) => p)))].sort();

/**
 * The forms each language's plural rules choose between (Arabic has six), as the web's locales ask; Portuguese
 * files 0 under "one", so its counted texts also word 0 apart ("0 faturas").
 */
const REQUIRED: Record<string, string[]> = {
  'pt-BR': ['zero', 'one', 'other'],
  en: ['one', 'other'],
  fr: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};

describe('server message catalogues', () => {
  it('finds the platform and every module folder, each with one file per locale', () => {
    expect(folders).toContain('platform/http/messages');
    expect(folders).toContain('modules/energy/messages');
    for (const folder of folders)
      expect(readdirSync(join(src, folder)).sort(), folder).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(folders)('%s has the codes of pt-BR in every locale, and no more', (folder) => {
    const codes = Object.keys(read(folder, 'pt-BR.json')).sort();
    for (const locale of LOCALES)
      expect(Object.keys(read(folder, `${locale}.json`)).sort(), locale).toEqual(codes);
  });

  it.each(folders)('%s names the same placeholders in every locale', (folder) => {
    const reference = read(folder, 'pt-BR.json');
    for (const locale of LOCALES) {
      const texts = read(folder, `${locale}.json`);
      const differing = Object.keys(reference).filter(
        (code) => placeholders(texts[code]!).join() !== placeholders(reference[code]!).join(),
      );
      expect(differing, locale).toEqual([]);
    }
  });

  it('gives each code one catalogue, so that none hides another when they are composed', () => {
    const codes = [
      Object.keys(FIELD_MESSAGES),
      ...folders.map((f) => Object.keys(read(f, 'pt-BR.json'))),
    ].flat();
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    expect(Object.keys(MESSAGES)).toHaveLength(codes.length);
  });
});

describe('server messages', () => {
  it.each(LOCALES)('%s writes no plural in parentheses ("erro(s)")', (locale) => {
    const marked = entries.filter(([, texts]) =>
      wordings(texts[locale]!).some((text) => /\p{L}\(\p{L}{1,4}\)/u.test(text)),
    );
    expect(marked.map(([code]) => code)).toEqual([]);
  });

  it.each(LOCALES)('%s words every counted message in each form its plural rules ask for', (locale) => {
    const counted = entries.filter(([, texts]) =>
      LOCALES.some((l) => wordings(texts[l]!).some((t) => COUNT.test(t))),
    );
    expect(counted.length).toBeGreaterThan(10);
    const wrong = counted.filter(([, texts]) => {
      const text = texts[locale]!;
      return (
        typeof text === 'string' ||
        !REQUIRED[locale]!.every((form) => form in text) ||
        !COUNT.test(text.other)
      );
    });
    expect(wrong.map(([code]) => code)).toEqual([]);
  });

  it('picks the wording for the count and writes the count as the locale writes numbers', () => {
    const rejected = (locale: (typeof LOCALES)[number], count: number) =>
      translate('import_rejected', locale, { count });
    expect(rejected('pt-BR', 0)).toBe('Arquivo recusado: 0 erros. Nada foi gravado.');
    expect(rejected('pt-BR', 1)).toBe('Arquivo recusado: 1 erro. Nada foi gravado.');
    expect(rejected('pt-BR', 1234)).toBe('Arquivo recusado: 1.234 erros. Nada foi gravado.');
    expect(rejected('en', 1)).toBe('File rejected: 1 error. Nothing was saved.');
    expect(rejected('en', 2)).toBe('File rejected: 2 errors. Nothing was saved.');
    expect(rejected('fr', 0)).toBe('Fichier refusé : 0 erreur. Rien n’a été enregistré.');
    expect(rejected('ar', 2)).toBe('تم رفض الملف: خطآن. لم يُحفظ أي شيء.');
    expect(rejected('ar', 3)).toBe('تم رفض الملف: 3 أخطاء. لم يُحفظ أي شيء.');
    expect(rejected('ar', 11)).toBe('تم رفض الملف: 11 خطأً. لم يُحفظ أي شيء.');
    expect(rejected('ar', 100)).toBe('تم رفض الملف: 100 خطأ. لم يُحفظ أي شيء.');
  });
});
