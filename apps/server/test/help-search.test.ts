import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpArticleSummary } from '@alvorada/contracts';
import { and, eq } from 'drizzle-orm';
import { call, login, startServer, type TestServer } from './harness.ts';
import { helpArticles } from '../src/modules/help-center/schema.ts';
import { seedHelpArticles } from '../src/modules/help-center/seed.ts';
import { HELP_ARTICLES } from '../src/modules/help-center/seed-articles.ts';

let server: TestServer;
let adminToken: string;

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
  adminToken = admin.accessToken;
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
    // Words of the language: "usinas" finds "usina", and a plural in -ões its singular in -ão.
    for (const q of ['usinas', 'gerações', 'geracoes', 'GERAÇÕES'])
      expect(slugs(await search(q)), q).toContain('geracao-de-energia');
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

describe('help center built-in articles', () => {
  const db = () => server.built.platform.db;
  const builtIn = (slug: string) => HELP_ARTICLES.find((a) => a.slug === slug)!.texts['pt-BR'];
  const stored = async (slug: string) =>
    (
      await db()
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.slug, slug), eq(helpArticles.locale, 'pt-BR')))
    )[0]!;

  it('brings the texts of a database seeded earlier up to date, leaving alone what editors wrote', async () => {
    const [outdated, edited] = ['primeiros-passos', 'rateio-de-creditos'];
    // A database from before: the seed's old text, written before the seed remembered what it wrote.
    await db()
      .update(helpArticles)
      .set({ title: 'Texto antigo', body: 'Corpo antigo', builtinHash: 'before-0032' })
      .where(eq(helpArticles.slug, outdated));
    // An editor rewrites a built-in article, and another one of their own exists (created above).
    const article = await stored(edited);
    const patched = await call(server, 'PATCH', `/api/help-center/articles/${article.id}/`, {
      token: adminToken,
      body: { title: 'Rateio, pela nossa equipe' },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const own = await stored('geracao-de-energia');

    await seedHelpArticles(db());

    expect(await stored(outdated)).toMatchObject(builtIn(outdated));
    expect((await stored(edited)).title).toBe('Rateio, pela nossa equipe');
    expect(await stored('geracao-de-energia')).toMatchObject({
      title: own.title,
      body: own.body,
      builtinHash: null,
    });
    // Updated, the article is found by its new words and no longer by the old ones.
    expect(slugs(await search('Corpo antigo'))).not.toContain(outdated);
    const en = await call(server, 'GET', `/api/help-center/articles/${outdated}/?locale=en`);
    expect(en.body.title).toBe(HELP_ARTICLES.find((a) => a.slug === outdated)!.texts.en.title);
  });

  it('updates an article the seed wrote when its built-in text changes in a later version', async () => {
    const slug = 'primeiros-passos';
    // As a previous release's seed left it: its text, and the hash of that text.
    await db()
      .update(helpArticles)
      .set({ title: 'Versão anterior', summary: 'Resumo anterior', body: 'Corpo anterior' })
      .where(and(eq(helpArticles.slug, slug), eq(helpArticles.locale, 'pt-BR')));
    const { createHash } = await import('node:crypto');
    await db()
      .update(helpArticles)
      .set({
        builtinHash: createHash('md5')
          .update('Versão anterior\nResumo anterior\nCorpo anterior')
          .digest('hex'),
      })
      .where(and(eq(helpArticles.slug, slug), eq(helpArticles.locale, 'pt-BR')));
    await seedHelpArticles(db());
    expect(await stored(slug)).toMatchObject(builtIn(slug));
  });
});
