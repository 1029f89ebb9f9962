import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpArticleSummary } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';

let server: TestServer;

const search = async (q: string, locale = 'pt-BR') => {
  const res = await call(
    server,
    'GET',
    `/api/help-center/articles/?locale=${locale}&search=${encodeURIComponent(q)}`,
  );
  expect(res.status).toBe(200);
  return res.body.results as HelpArticleSummary[];
};
const slugs = (found: HelpArticleSummary[]) => found.map((a) => a.slug);

beforeAll(async () => {
  server = await startServer();
  const admin = await login(server, 'admin@alvorada.dev');
  // Words of the query spread over title and body, not side by side: a phrase search would miss it.
  const created = await call(server, 'POST', '/api/help-center/articles/', {
    token: admin.accessToken,
    body: {
      slug: 'geracao-de-energia',
      locale: 'pt-BR',
      category: 'energy',
      title: 'Geração de energia',
      summary: 'Acompanhe a geração das usinas.',
      body: 'Cada usina solar informa a sua geração diária.',
    },
  });
  expect(created.status).toBe(201);
});
afterAll(() => server?.close());

describe('help center search', () => {
  it('finds articles by their words in any order, ignoring case and accents', async () => {
    for (const q of ['energia solar', 'ENERGIA SOLAR', 'solar energía', 'energía']) {
      const found = slugs(await search(q));
      expect(found, q).toContain('rateio-de-creditos');
      expect(found, q).toContain('geracao-de-energia');
    }
    // Words of the language: "usinas" finds "usina".
    expect(slugs(await search('usinas'))).toContain('geracao-de-energia');
    expect(await search('fotossíntese')).toEqual([]);
  });

  it('ranks a match in the title above one in the body only', async () => {
    const found = slugs(await search('rateio créditos'));
    expect(found[0]).toBe('rateio-de-creditos');
    const energy = slugs(await search('geração energia'));
    expect(energy[0]).toBe('geracao-de-energia');
  });

  it('answers a passage of the body with the matched words marked', async () => {
    const [first, ...others] = await search('usina solar diaria');
    expect(others).toEqual([]);
    expect(first.slug).toBe('geracao-de-energia');
    expect(first.snippet?.map((p) => p.text).join('')).toContain(
      'Cada usina solar informa a sua geração diária',
    );
    expect(first.snippet?.filter((p) => p.match).map((p) => p.text)).toEqual(['usina', 'solar', 'diária']);
    // Without a search, lists carry no passage.
    const list = await call(server, 'GET', '/api/help-center/articles/?locale=pt-BR');
    expect(list.body.results[0]).not.toHaveProperty('snippet');
  });

  it('searches each locale in its own language', async () => {
    expect(slugs(await search('plant credits', 'en'))).toContain('rateio-de-creditos');
    expect(slugs(await search('CRÉDITS centrale', 'fr'))).toContain('rateio-de-creditos');
    expect(slugs(await search('أرصدة', 'ar'))).toContain('rateio-de-creditos');
    // A Portuguese word does not find the English articles.
    expect(await search('usina', 'en')).toEqual([]);
  });
});
