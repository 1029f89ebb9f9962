import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, OptopMessage, OptopStreamEvent } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { scripts, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { optopStream } from './optop-stream.ts';

let server: TestServer;
let model: FakeModelServer;
let admin: LoginResponse;
let dev: LoginResponse;
const say = scripts.openai;

const api = (method: string, path: string, body?: unknown, session = admin) =>
  call(server, method, path, { token: session.accessToken, body });
const ask = (content: string, conversation_id?: number, session = admin) =>
  optopStream(server, session, '/api/optop/chat/', { content, conversation_id });
const shown = async (id: number): Promise<OptopMessage[]> =>
  (await api('GET', `/api/optop/conversations/${id}/messages/`)).body.results;
const contents = (messages: OptopMessage[]) => messages.map((m) => m.content);
/** What the model was last sent, besides the system prompt. */
const lastPrompt = () =>
  (model.bodies.at(-1)!.messages as { role: string; content: string }[])
    .filter((m) => m.role !== 'system')
    .map((m) => m.content);
const questionOf = (events: OptopStreamEvent[]) =>
  events.flatMap((e) => (e.type === 'message' && e.message.role === 'user' ? [e.message] : []))[0]!;

beforeAll(async () => {
  model = await startFakeModelServer();
  server = await startServer({ OPTOP_PRICE_PER_MTOK: '2,10' });
  [admin, dev] = await Promise.all(
    ['admin@alvorada.dev', 'dev@alvorada.dev'].map((email) => login(server, email)),
  );
  await api('PUT', '/api/optop/settings/', {
    provider: 'openai',
    base_url: `${model.url}/v1`,
    model: 'fake-large',
    api_key: 'sk-test',
  });
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

describe('editing a past question', () => {
  let conversationId: number;
  let first: OptopMessage;

  beforeAll(async () => {
    model.script(say.text(['Primeira resposta']), say.text(['Segunda resposta']));
    conversationId = (await ask('Pergunta um')).conversationId;
    await ask('Pergunta dois', conversationId);
    first = (await shown(conversationId))[0]!;
  });

  it('answers the edited question on a new branch that forgets the turns after it', async () => {
    model.script(say.text(['Resposta editada']));
    const { status, events } = await optopStream(
      server,
      admin,
      `/api/optop/conversations/${conversationId}/messages/${first.id}/edit/`,
      { content: 'Pergunta um, reescrita' },
    );
    expect(status).toBe(200);
    const edited = questionOf(events);
    expect(edited).toMatchObject({ parent_id: null, siblings: [first.id, edited.id] });
    expect(lastPrompt()).toEqual(['Pergunta um, reescrita']);
    const messages = await shown(conversationId);
    expect(contents(messages)).toEqual(['Pergunta um, reescrita', 'Resposta editada']);
    expect(messages[0]!.siblings).toEqual([first.id, edited.id]);
    expect(messages[1]!.parent_id).toBe(edited.id);
  });

  it('keeps the old branch reachable, and a question asked there follows it', async () => {
    const chosen = await api(
      'POST',
      `/api/optop/conversations/${conversationId}/messages/${first.id}/choose/`,
    );
    expect(chosen.status).toBe(200);
    expect(contents(chosen.body.results)).toEqual([
      'Pergunta um',
      'Primeira resposta',
      'Pergunta dois',
      'Segunda resposta',
    ]);
    expect(contents(await shown(conversationId))).toEqual(contents(chosen.body.results));
    model.script(say.text(['Terceira resposta']));
    await ask('Pergunta três', conversationId);
    expect(lastPrompt()).toEqual([
      'Pergunta um',
      'Primeira resposta',
      'Pergunta dois',
      'Segunda resposta',
      'Pergunta três',
    ]);
  });

  it('regenerates an answer beside the earlier one, which stays a version of it', async () => {
    model.script(say.text(['Terceira, de novo']));
    const { events } = await optopStream(
      server,
      admin,
      `/api/optop/conversations/${conversationId}/regenerate/`,
      {},
    );
    const done = events.flatMap((e) => (e.type === 'done' ? [e.message] : []))[0]!;
    const messages = await shown(conversationId);
    const [earlier, latest] = done.siblings;
    expect(done.siblings).toHaveLength(2);
    expect(messages.at(-1)).toMatchObject({
      id: latest,
      content: 'Terceira, de novo',
      siblings: done.siblings,
    });
    expect(lastPrompt().at(-1)).toBe('Pergunta três');
    await api('POST', `/api/optop/conversations/${conversationId}/messages/${earlier}/choose/`);
    expect(contents(await shown(conversationId)).at(-1)).toBe('Terceira resposta');
  });

  it('refuses to edit an answer, or a conversation of someone else', async () => {
    const [, answer] = await shown(conversationId);
    const path = (id: number) => `/api/optop/conversations/${conversationId}/messages/${id}/edit/`;
    expect((await optopStream(server, admin, path(answer!.id), { content: 'x' })).status).toBe(404);
    expect((await optopStream(server, dev, path(first.id), { content: 'x' })).status).toBe(404);
    const choose = `/api/optop/conversations/${conversationId}/messages/${first.id}/choose/`;
    expect((await api('POST', choose, undefined, dev)).status).toBe(404);
  });

  it('exports the branch shown as Markdown, with roles, times and tool calls summarised', async () => {
    model.script(
      say.tools([{ id: 'call_fin', name: 'finance_summary', args: ['{}'] }]),
      say.text(['Resumo pronto']),
    );
    await ask('Resumo financeiro', conversationId);
    const res = await fetch(`${server.url}/api/optop/conversations/${conversationId}/export/`, {
      headers: { authorization: `Bearer ${admin.accessToken}`, 'accept-language': 'pt-BR' },
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="optop-${conversationId}.md"`);
    const markdown = await res.text();
    expect(markdown.startsWith('# Pergunta um\n')).toBe(true);
    expect(markdown).toMatch(/### Você · \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} UTC\n\nPergunta dois/);
    expect(markdown).toMatch(/### OPTOP · .+ UTC\n\n\*fake-large\*\n\nSegunda resposta/);
    expect(markdown).toContain('> 🔧 `finance_summary` — concluída');
    expect(markdown).toContain('Resumo pronto');
    expect(markdown).not.toContain('Resposta editada');
    const other = await call(server, 'GET', `/api/optop/conversations/${conversationId}/export/`, {
      token: dev.accessToken,
    });
    expect(other.status).toBe(404);
  });
});

describe('usage per person', () => {
  it('sums tokens and cost per day, person and model for administrators only, with filters', async () => {
    model.script(say.text(['Oi'], { prompt_tokens: 1000, completion_tokens: 100 }));
    await ask('Uso do agente', undefined, dev);
    const all = await api('GET', '/api/optop/usage/');
    expect(all.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const devRow = all.body.rows.find((r: { user_id: number }) => r.user_id === dev.userData.id);
    expect(devRow).toEqual({
      day: today,
      user_id: dev.userData.id,
      user_name: expect.any(String),
      model: 'fake-large',
      answers: 1,
      input_tokens: 1000,
      output_tokens: 100,
      cost_usd: (1000 * 2 + 100 * 10) / 1e6,
    });
    const sum = (key: 'answers' | 'input_tokens') =>
      all.body.rows.reduce((total: number, r: Record<string, number>) => total + r[key]!, 0);
    expect(all.body.totals.answers).toBe(sum('answers'));
    expect(all.body.totals.input_tokens).toBe(sum('input_tokens'));
    expect(all.body.models).toEqual(['fake-large']);
    expect(all.body.users.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([admin.userData.id, dev.userData.id]),
    );

    const mine = await api('GET', `/api/optop/usage/?user=${dev.userData.id}&from=${today}&to=${today}`);
    expect(mine.body.rows).toEqual([devRow]);
    expect(mine.body.totals).toEqual({ answers: 1, input_tokens: 1000, output_tokens: 100, cost_usd: 0.003 });
    const before = await api('GET', '/api/optop/usage/?to=2000-01-01');
    expect(before.body).toMatchObject({ rows: [], totals: { answers: 0, input_tokens: 0, cost_usd: null } });
    expect((await api('GET', '/api/optop/usage/?model=other')).body.rows).toEqual([]);

    expect((await api('GET', '/api/optop/usage/', undefined, dev)).status).toBe(403);
  });

  it('keeps an answer’s tokens and cost for its day after its conversation is deleted', async () => {
    model.script(say.text(['Tchau'], { prompt_tokens: 500, completion_tokens: 50 }));
    const { conversationId } = await ask('Uso que fica', undefined, dev);
    const today = new Date().toISOString().slice(0, 10);
    const day = `/api/optop/usage/?user=${dev.userData.id}&from=${today}&to=${today}`;
    const before = (await api('GET', day)).body;
    expect(before.totals).toMatchObject({ answers: 2, input_tokens: 1500, output_tokens: 150 });

    const removed = await api('DELETE', `/api/optop/conversations/${conversationId}/`, undefined, dev);
    expect(removed.status).toBe(204);
    expect((await api('GET', day)).body).toEqual(before);
  });
});
