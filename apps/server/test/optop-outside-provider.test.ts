import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse, OptopStreamEvent } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { scripts, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { eventually } from './eventually.ts';
import { optopStream } from './optop-stream.ts';

let server: TestServer;
let model: FakeModelServer;
let admin: LoginResponse;
const say = scripts.openai;

const ask = (content: string) => optopStream(server, admin, '/api/optop/chat/', { content });
const messages = async (id: number) =>
  (await call(server, 'GET', `/api/optop/conversations/${id}/messages/`, { token: admin.accessToken })).body
    .results;
const settings = (share_email: boolean) =>
  call(server, 'PUT', '/api/optop/settings/', {
    token: admin.accessToken,
    body: { provider: 'openai', base_url: `${model.url}/v1`, model: 'fake-large', share_email },
  });
const errorOf = (events: OptopStreamEvent[]) => events.find((e) => e.type === 'error');
/** Eleven digits in a row, or a CPF as it is written: a whole CPF. */
const WHOLE_CPF = /(?<!\d)\d{11}(?!\d)|\d{3}\.\d{3}\.\d{3}-\d{2}/;

beforeAll(async () => {
  model = await startFakeModelServer();
  // Small limits, so that a silent provider ends the answer soon in the test.
  server = await startServer({ OPTOP_FIRST_BYTE_TIMEOUT_SECONDS: '1', OPTOP_IDLE_TIMEOUT_SECONDS: '1' });
  admin = await login(server, 'admin@alvorada.dev');
  expect((await settings(false)).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});
beforeEach(() => model.reset());

describe('the agent with an outside provider', () => {
  it('ends the answer of a provider that never answers, with a message, and aborts the request', async () => {
    model.script({ hold: true });
    const { events, conversationId } = await ask('Oi');
    expect(errorOf(events)).toEqual({
      type: 'error',
      code: 'optop_first_byte_timeout',
      detail: 'O provedor do modelo não começou a responder a tempo. Tente de novo em instantes.',
    });
    expect((await messages(conversationId))[1]).toMatchObject({
      content: '',
      error: 'optop_first_byte_timeout',
    });
    await eventually(() => model.aborted() === 1);
  });

  it('keeps what streamed when the provider stops mid-answer', async () => {
    model.script({
      pieces: say.text(['Primeira parte', ' e segunda', ' e fim']).pieces!.slice(0, 2),
      hold: true,
    });
    const { events, conversationId } = await ask('Conte uma história');
    expect(errorOf(events)).toMatchObject({ code: 'optop_idle_timeout' });
    expect((await messages(conversationId))[1]).toMatchObject({
      content: 'Primeira parte e segunda',
      error: 'optop_idle_timeout',
    });
  });

  it('sends the provider no whole CPF nor e-mail, and keeps the whole question and result for the reader', async () => {
    model.script(
      say.tools([{ id: 'call_find', name: 'search_platform', args: ['{"query": "Ana"}'] }]),
      say.text(['Achei.']),
    );
    const { conversationId } = await ask('Procure Ana, CPF 123.456.789-09, e-mail ana@example.com');
    const [question, answer] = await messages(conversationId);
    expect(question.content).toContain('CPF 123.456.789-09, e-mail ana@example.com');
    const kept = JSON.stringify(answer.tool_calls[0].result);
    expect(kept).toContain('admin@alvorada.dev');
    // The search shows a customer's document masked to every reader, as the Prosumidores overview does.
    expect(kept).toMatch(/"subtitle":"\d{3}\*+\d{2}"/);
    const sent = JSON.stringify(model.bodies);
    expect(model.bodies).toHaveLength(2);
    expect(sent).not.toMatch(WHOLE_CPF);
    expect(sent).not.toContain('ana@example.com');
    expect(sent).not.toContain('admin@alvorada.dev');
    expect(sent).toContain('Ana Souza Oliveira');
  });

  it('sends e-mail addresses whole when the administrator allows it, and CPFs still masked', async () => {
    expect((await settings(true)).body.share_email).toBe(true);
    model.script(
      say.tools([{ id: 'call_find', name: 'search_platform', args: ['{"query": "Ana"}'] }]),
      say.text(['Achei.']),
    );
    await ask('Procure Ana');
    const sent = JSON.stringify(model.bodies);
    expect(sent).toContain('admin@alvorada.dev');
    expect(sent).not.toMatch(WHOLE_CPF);
    await settings(false);
  });

  it('answers with text and what it found when the model still calls tools after six rounds', async () => {
    model.script(
      ...Array.from({ length: 6 }, (_, i) =>
        say.tools([{ id: `call_loop_${i}`, name: 'overdue_invoices', args: ['{"limit": 2}'] }]),
      ),
    );
    const { events, conversationId } = await ask('Faturas vencidas, de novo e de novo');
    expect(model.bodies).toHaveLength(6);
    const last = (await messages(conversationId)).at(-1);
    expect(last.content).toMatch(
      /^Parei após 6 consultas; reformule a pergunta\.\n\n\*\*\d+\*\* faturas vencidas/,
    );
    expect(last.content).toContain('| Fatura | Cliente | Ciclo | Vencimento | Valor |');
    expect(events.at(-1)).toMatchObject({ type: 'done', message: { id: last.id } });
  });
});
