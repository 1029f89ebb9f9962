import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: LoginResponse;
let user: LoginResponse;

const article = {
  slug: 'exportar-relatorios',
  locale: 'pt-BR',
  category: 'energy',
  title: 'Exportar relatórios de geração',
  summary: 'Baixe os relatórios mensais em PDF ou planilha.',
  body: '# Exportar\n\nAbra **Relatórios** e escolha o formato.',
};

beforeAll(async () => {
  server = await startServer();
  [admin, user] = await Promise.all([
    login(server, 'admin@alvorada.dev'),
    login(server, 'usuario@alvorada.dev'),
  ]);
});
afterAll(() => server?.close());

describe('help center', () => {
  it('lists and reads the seeded articles per locale without signing in', async () => {
    const list = await call(server, 'GET', '/api/help-center/articles/?locale=fr&page_size=100');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(5);
    expect(list.body.results.every((a: { locale: string }) => a.locale === 'fr')).toBe(true);
    expect(list.body.results[0]).not.toHaveProperty('body');

    const read = await call(server, 'GET', '/api/help-center/articles/rateio-de-creditos/?locale=ar');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ locale: 'ar', category: 'energy', helpful_yes: 0, helpful_no: 0 });
    expect(read.body.body).toContain('14.300/2022');

    const missing = await call(server, 'GET', '/api/help-center/articles/nao-existe/');
    expect(missing.status).toBe(404);
  });

  it('filters by category and searches ignoring case and accents', async () => {
    const energy = await call(server, 'GET', '/api/help-center/articles/?category=energy');
    expect(energy.body.results.map((a: { slug: string }) => a.slug)).toEqual(['rateio-de-creditos']);
    // "Créditos" and "Sessões" in the texts; typed without accents and in capitals.
    const credits = await call(server, 'GET', '/api/help-center/articles/?search=CREDITOS');
    expect(credits.body.results.map((a: { slug: string }) => a.slug)).toContain('rateio-de-creditos');
    const sessions = await call(server, 'GET', '/api/help-center/articles/?search=sessoes%20ativas');
    expect(sessions.body.results.map((a: { slug: string }) => a.slug)).toEqual(['seguranca-da-conta']);
  });

  it('lets only the Admin subject write, and a visitor reads what the admin wrote', async () => {
    const anonymous = await call(server, 'POST', '/api/help-center/articles/', { body: article });
    expect(anonymous.status).toBe(401);
    const denied = await call(server, 'POST', '/api/help-center/articles/', {
      body: article,
      token: user.accessToken,
    });
    expect(denied.status).toBe(403);

    const created = await call(server, 'POST', '/api/help-center/articles/', {
      body: article,
      token: admin.accessToken,
    });
    expect(created.status).toBe(201);
    const { id } = created.body;

    const patched = await call(server, 'PATCH', `/api/help-center/articles/${id}/`, {
      body: { title: 'Exportar relatórios (PDF e XLSX)' },
      token: admin.accessToken,
    });
    expect(patched.status).toBe(200);
    const seen = await call(server, 'GET', '/api/help-center/articles/exportar-relatorios/?locale=en');
    // No English version: the Portuguese original is shown.
    expect(seen.body).toMatchObject({ id, locale: 'pt-BR', title: 'Exportar relatórios (PDF e XLSX)' });

    const userPatch = await call(server, 'PATCH', `/api/help-center/articles/${id}/`, {
      body: { title: 'x' },
      token: user.accessToken,
    });
    expect(userPatch.status).toBe(403);
    const removed = await call(server, 'DELETE', `/api/help-center/articles/${id}/`, {
      token: admin.accessToken,
    });
    expect(removed.status).toBe(204);
    expect((await call(server, 'GET', '/api/help-center/articles/exportar-relatorios/')).status).toBe(404);
  });

  it('refuses bad input with translated per-field messages and a duplicate address with 409', async () => {
    const bad = await call(server, 'POST', '/api/help-center/articles/', {
      body: { ...article, slug: 'Com Espaço', category: 'outra', title: ' ' },
      token: admin.accessToken,
      headers: { 'accept-language': 'en' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.slug[0]).toMatch(/lower-case letters/);
    expect(bad.body.fields.category).toEqual(['Invalid category.']);
    expect(bad.body.fields.title).toBeDefined();

    const taken = await call(server, 'POST', '/api/help-center/articles/', {
      body: { ...article, slug: 'primeiros-passos' },
      token: admin.accessToken,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('Já existe um artigo com este endereço neste idioma.');
  });

  it('counts one vote per browser, and a second vote from the same browser replaces the first', async () => {
    const { body } = await call(server, 'GET', '/api/help-center/articles/primeiros-passos/');
    const vote = (voter: string, helpful: boolean) =>
      call(server, 'POST', `/api/help-center/articles/${body.id}/feedback/`, { body: { voter, helpful } });
    expect((await vote('browser-aaaa-1', true)).body).toEqual({ helpful_yes: 1, helpful_no: 0 });
    expect((await vote('browser-bbbb-2', true)).body).toEqual({ helpful_yes: 2, helpful_no: 0 });
    expect((await vote('browser-aaaa-1', false)).body).toEqual({ helpful_yes: 1, helpful_no: 1 });
    const again = await call(server, 'GET', '/api/help-center/articles/primeiros-passos/');
    expect(again.body).toMatchObject({ helpful_yes: 1, helpful_no: 1 });
    expect((await vote('x', true)).status).toBe(400);
  });
});
