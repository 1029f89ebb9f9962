import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/modules/users/seed.ts';
import type { LoginResponse, OptopMessage } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { optopStream } from './optop-stream.ts';

let server: TestServer;
const sessions = new Map<string, LoginResponse>();

/** An example question for every tool the agent has, as the offline router reads it. */
const EXAMPLES: [tool: string, question: string][] = [
  ['energy_generation', 'Quanto gerou a usina Pampulha em março?'],
  ['energy_generation', 'geração de setembro'],
  ['energy_credits', 'créditos'],
  ['finance_summary', 'financeiro'],
  ['overdue_invoices', 'faturas vencidas'],
  ['run_backtest', 'rode SmaCross em PETR4'],
  ['list_backtests', 'meus backtests'],
  ['backtest_result', 'resultado do backtest 1'],
  ['operations_table', 'mostre as operações'],
  ['workana_matches', 'vagas do workana'],
  ['search_platform', 'procure Ana'],
  ['search_platform', 'procure pampulha'],
  ['explain_access', 'por que não consigo abrir Financeiro?'],
];

/** What a person should never read: JSON, field names, enum codes, raw ratios, the page catalogue's ids. */
const RAW = [
  /```/,
  /[{[]\s*"/,
  /\w+_(centavos|kwh|ratio|pct)\b/,
  /\b(ACIMA_90|A_VENCER|DIAS_\d+_\d+|DEBITO_AUTOMATICO|CARTAO|BOLETO)\b/,
  /\b0\.\d{4,}/,
  /\b[a-z]+(-[a-z]+){2,}\b/,
  /\b(queued|running|done|failed|long|short|read|manage)\b/,
];

const ask = async (email: string, question: string) => {
  const session = sessions.get(email)!;
  const { status, events, conversationId } = await optopStream(server, session, '/api/optop/chat/', {
    content: question,
  });
  expect(status).toBe(200);
  const last = events.at(-1);
  // A data-changing call waits for the person: approving it brings the answer.
  if (last?.type === 'done' && last.message.tool_calls[0]?.state === 'pending') {
    const path = `/api/optop/conversations/${conversationId}/tool-calls/${last.message.tool_calls[0].id}/`;
    await optopStream(server, session, path, { approve: true });
  }
  const { body } = await call(server, 'GET', `/api/optop/conversations/${conversationId}/messages/`, {
    token: session.accessToken,
  });
  return body.results as OptopMessage[];
};

beforeAll(async () => {
  server = await startServer();
  const admin = await login(server, 'admin@alvorada.dev');
  // Every role may talk to the agent here, so that each role's own tools answer it.
  const roles = (await call(server, 'GET', '/api/admin/roles/', { token: admin.accessToken })).body.results;
  for (const role of roles as { id: number; rules: { action: string; subject: unknown }[] }[])
    await call(server, 'PATCH', `/api/admin/roles/${role.id}/`, {
      token: admin.accessToken,
      body: { rules: [...role.rules, { action: 'read', subject: 'OPTOP' }] },
    });
  for (const user of DEMO_USERS) sessions.set(user.email, await login(server, user.email));
});
afterAll(async () => {
  await server?.close();
});

describe.each(DEMO_USERS.map((user) => [user.role, user.email]))('the offline agent as %s', (_, email) => {
  it.each(EXAMPLES)('answers %s in words: “%s”', async (tool, question) => {
    const [, asked, ...answers] = await ask(email, question);
    expect(asked!.tool_calls[0]?.name).toBe(tool);
    const read = [
      ...answers.map((m) => m.content),
      ...[asked!, ...answers].flatMap((m) => m.tool_calls.map((c) => c.summary ?? '')),
    ].join('\n');
    expect(answers.at(-1)!.content.length).toBeGreaterThan(0);
    for (const raw of RAW) expect(read).not.toMatch(raw);
  });
});

it('writes lists as tables with translated labels, formatted figures and links to the records', async () => {
  const [, , overdue] = await ask('energia@alvorada.dev', 'faturas vencidas');
  expect(overdue!.content).toMatch(/\| Fatura \| Cliente \| Ciclo \| Vencimento \| Valor \|/);
  expect(overdue!.content).toMatch(/\| \[#\d+\]\(\/financeiro\/faturas\/\d+\) \| .+ \| R\$\s[\d.]+,\d{2} \|/);
  const [, , finance] = await ask('energia@alvorada.dev', 'financeiro');
  expect(finance!.content).toContain('| Mais de 90 dias |');
  expect(finance!.content).toContain('| Débito automático |');
  expect(finance!.content).toMatch(/inadimplência de \d+(,\d)?\s?%/);
});
