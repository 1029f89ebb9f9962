import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { users } from '../src/platform/db/schema.ts';
import { login, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof login>>;
const NAMES = ['Walker Souza', 'Úrsula Andrade', 'Álvaro Lima', 'Zélia Prado', 'ursula Bastos'];

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin@alvorada.dev');
  await server.built.platform.db.insert(users).values(
    NAMES.map((fullName, i) => ({
      email: `nome${i}@lista.test`,
      username: `nome${i}`,
      fullName,
      status: i === 0 ? ('inactive' as const) : ('active' as const),
    })),
  );
});
afterAll(() => server?.close());

const get = (path: string, locale = 'pt-BR') =>
  fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${admin.accessToken}`, 'accept-language': locale },
  });

const names = async (query: string) => {
  const body = (await (await get(`/api/admin/users/?${query}`)).json()) as {
    results: { full_name: string }[];
  };
  return body.results.map((u) => u.full_name);
};

describe('lists', () => {
  it('search ignores accents and case: "ursula" finds Úrsula', async () => {
    const found = await names('search=ursula&ordering=full_name');
    expect(found).toEqual(expect.arrayContaining(['Úrsula Andrade', 'ursula Bastos']));
    expect(found.every((name: string) => /[uú]rsula/i.test(name))).toBe(true);
    expect(await names('search=%C3%81LVARO')).toEqual(['Álvaro Lima']);
  });

  it('sorts names in pt-BR order: accented letters among their base letters', async () => {
    expect(await names('search=lista.test&ordering=full_name')).toEqual([
      'Álvaro Lima',
      'Úrsula Andrade',
      'ursula Bastos',
      'Walker Souza',
      'Zélia Prado',
    ]);
    expect((await names('search=lista.test&ordering=-full_name'))[0]).toBe('Zélia Prado');
  });

  it.each(['/api/admin/users/', '/api/admin/users/export/'])(
    'answers a translated 400 to an ordering field the list does not offer (%s)',
    async (path) => {
      const res = await get(`${path}?ordering=password_hash`, 'en');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'invalid_ordering',
        detail: 'This field cannot be used for ordering.',
        fields: { ordering: ['This field cannot be used for ordering.'] },
      });
    },
  );
});

describe('exports', () => {
  it('writes pt-BR and French CSV with ";" and translated headers, English with ","', async () => {
    const pt = await (await get('/api/admin/users/export/?format=csv&search=lista.test')).text();
    const [header, first] = pt.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'ID;Nome completo;Nome de usuário;E-mail;Perfil;Situação;Plano;Empresa;País;Contato;Cidade;Estado;Criado em (UTC)',
    );
    expect(first.split(';')[5]).toBe('Inativo');
    expect(first.split(';')[12]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const fr = await (await get('/api/admin/users/export/?format=csv&search=lista.test', 'fr')).text();
    expect(fr.split('\r\n')[0]).toContain(';Nom complet;');
    const en = await (await get('/api/admin/users/export/?format=csv&search=lista.test', 'en')).text();
    expect(en.split('\r\n')[0]).toContain('ID,Full name,');
  });

  it('writes XLSX with real dates and numbers, of the whole filtered set', async () => {
    const res = await get(
      '/api/admin/users/export/?format=xlsx&search=lista.test&status=active&ordering=full_name',
    );
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(1 + NAMES.length - 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('Nome completo');
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('Álvaro Lima');
    expect(typeof row.getCell(1).value).toBe('number');
    expect(row.getCell(13).value).toBeInstanceOf(Date);
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).not.toContain('Walker Souza');
  });
});
