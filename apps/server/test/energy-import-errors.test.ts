import { describe, expect, it } from 'vitest';
import { moduleServer } from './module-server.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');
const preview = (kind: 'generation' | 'bills', content: string, lang = 'pt-BR') =>
  energy.api('POST', `/${kind}/import/preview/`, { file_name: 'arquivo', content }, { lang });

describe('energy imports: errors that say what is wrong, and a template per kind', () => {
  it('says a binary file is not text, instead of calling its fields invalid', async () => {
    // What a browser's File.text() gives for a spreadsheet: a zip header, NUL bytes, replacement characters.
    const xlsx = 'PK\u0003\u0004\u0014\u0000\u0006\u0000\b\u0000\u0000\u0000!\u0000\uFFFD\uFFFDb\uFFFDh';
    const res = await preview('generation', xlsx);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('import_binary_file');
    expect(res.body.detail).toMatch(/^Este arquivo não é texto/);
    expect((await preview('bills', xlsx, 'en')).body.detail).toMatch(/^This file is not text/);
  });

  it('says which line a file saved in another encoding than UTF-8 garbles', async () => {
    // "Jaguaré" saved in Windows-1252, as a browser decodes it as UTF-8.
    const res = await preview(
      'generation',
      'usina;data;energia_kwh\nUsina Solar Jaguar\uFFFD;01/08/2026;10\n',
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('import_not_utf8');
    expect(res.body.detail).toMatch(
      /^O arquivo não está em UTF-8: os acentos da linha 2 não podem ser lidos/,
    );
  });

  it.each([
    ['truncated', '[{"uc": "3001234567", "mes_referencia": "2026-10",'],
    ['an object, not a list', '{"uc": "3001234567", "mes_referencia": "2026-10", "consumo_kwh": 350}'],
    ['a list of numbers', '[1, 2, 3]'],
  ])('says JSON that is %s is malformed, not that the header lacks columns', async (_case, content) => {
    const res = await preview('bills', content);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('import_invalid_json');
    expect(res.body.detail).toMatch(/^O JSON do arquivo está malformado/);
  });

  it('names the columns a header lacks', async () => {
    const res = await preview('generation', 'usina;dia;kwh\nUsina Solar Jaguaré;01/11/2026;10\n');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('missing_columns');
    expect(res.body.detail).toBe(
      'Faltam colunas obrigatórias no cabeçalho: data, energia_kwh. Baixe o modelo para ver o formato.',
    );
  });

  it('suggests the registered plant a mistyped name most likely meant', async () => {
    const content = [
      'usina;data;energia_kwh',
      'usina solar jaguare;01/08/2026;10',
      'Usina Solar Jaguaé;02/08/2026;10',
      'Fazenda Qualquer;03/08/2026;10',
    ].join('\n');
    const res = await preview('generation', content);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors.map((e: any) => [e.line, e.field, e.code, e.message])).toEqual([
      [2, 'usina', 'unknown_plant_meant', 'Usina não cadastrada. Você quis dizer “Usina Solar Jaguaré”?'],
      [3, 'usina', 'unknown_plant_meant', 'Usina não cadastrada. Você quis dizer “Usina Solar Jaguaré”?'],
      [4, 'usina', 'unknown_plant', 'Usina não cadastrada.'],
    ]);
    const en = await preview('generation', content, 'en');
    expect(en.body.errors[0].message).toBe('Unknown plant. Did you mean “Usina Solar Jaguaré”?');
  });

  it('suggests the registered UC a mistyped installation number most likely meant', async () => {
    const number: string = (await energy.api('GET', '/units/?page_size=5')).body.results[0]
      .installation_number;
    const typed = `${number.slice(0, 4)} ${number.slice(4)}`;
    const res = await preview('bills', `uc;mes_referencia;consumo_kwh\n${typed};2026-10;350\n`, 'fr');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors.map((e: any) => [e.line, e.field, e.code, e.message])).toEqual([
      [2, 'uc', 'unknown_unit_meant', `Point de livraison inconnu. Vouliez-vous dire « ${number} » ?`],
    ]);
  });

  it.each([
    ['generation', 'modelo-geracao.csv', 'usina;data;energia_kwh;irradiacao_kwh_m2', 'unknown_plant'],
    [
      'bills',
      'modelo-faturas.csv',
      'uc;mes_referencia;consumo_kwh;injetado_kwh;compensado_kwh;saldo_kwh',
      'unknown_unit',
    ],
  ] as const)(
    'offers a %s template whose columns the import reads',
    async (kind, fileName, header, unknown) => {
      const res = await energy.api('GET', `/${kind}/import/template/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
      const template = res.body as string;
      expect(template.startsWith(header)).toBe(true);
      // Read back, only its example's names are unknown here: every column and value is in the import's format.
      const read = await preview(kind, template);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(read.body.rows).toBe(1);
      expect(read.body.errors.map((e: any) => e.code)).toEqual([unknown]);
    },
  );
});
