import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGES, type LoginResponse } from '@alvorada/contracts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { scripts, startFakeModelServer, type FakeModelServer } from './fake-model-server.ts';
import { eventually } from './eventually.ts';
import { optopStream } from './optop-stream.ts';

let server: TestServer;
let model: FakeModelServer;
let admin: LoginResponse;

const api = (method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: admin.accessToken, body });

beforeAll(async () => {
  model = await startFakeModelServer();
  server = await startServer({ REDIS_URL: '' });
  admin = await login(server, 'admin@alvorada.dev');
  const configured = await api('PUT', '/api/optop/settings/', {
    provider: 'openai',
    base_url: `${model.url}/v1`,
    model: 'fake-large',
    api_key: 'sk-test',
  });
  expect(configured.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

/**
 * Every tool that changes data: what the model asks of it, the menu group of the pages that show what it
 * wrote, and the record pages of what it wrote (read as their page reads them, once the write has settled).
 */
const WRITES: Record<
  string,
  { args: object; area: string; settled: (result: any) => Promise<unknown>; pages: (result: any) => string[] }
> = {
  run_backtest: {
    args: { strategy: 'SmaCross', symbol: 'PETR4', from: '2021-01-01' },
    area: 'paracima',
    settled: ({ id }) =>
      eventually(async () => {
        const { body } = await api('GET', `/api/trading/backtests/${id}/`);
        return !['queued', 'running'].includes(body.state) && body;
      }),
    pages: ({ id }) => [
      `/api/trading/backtests/${id}/`,
      `/api/trading/backtests/${id}/trades/`,
      `/api/trading/backtests/${id}/indicators/`,
      `/api/trading/monte-carlo/?backtest_id=${id}`,
    ],
  },
};

/** Asks the agent for one call of `tool`, approves it, and answers with the call as it ended. */
async function approved(tool: string, args: object) {
  const id = `call_${tool}`;
  model.script(scripts.openai.tools([{ id, name: tool, args: [JSON.stringify(args)] }]));
  const asked = await optopStream(server, admin, '/api/optop/chat/', { content: `Use ${tool}` });
  expect(asked.events.at(-1)).toMatchObject({
    type: 'done',
    message: { tool_calls: [{ state: 'pending' }] },
  });
  model.script(scripts.openai.text(['Feito.']));
  const path = `/api/optop/conversations/${asked.conversationId}/tool-calls/${id}/`;
  const decided = await optopStream(server, admin, path, { approve: true });
  const call = decided.events.find((e) => e.type === 'tool_call');
  return call?.type === 'tool_call' ? call.call : undefined;
}

it('every data-changing tool has its case here', () => {
  const writing = server.built.services.optop.tools.filter((t) => t.changesData).map((t) => t.name);
  expect(writing.sort()).toEqual(Object.keys(WRITES).sort());
});

it('the agent runs with the saved capital and costs, and every page of the area reads after each write', async () => {
  const saved = await api('PUT', '/api/trading/settings/', {
    defaults: { cash: 25_000, commission_rate: 0.002 },
    markets: { B3: { commission_fixed: 2.5, commission_rate: 0.0003 } },
  });
  expect(saved.status).toBe(200);
  for (const [tool, write] of Object.entries(WRITES)) {
    const call = await approved(tool, write.args);
    expect(call, tool).toMatchObject({ state: 'done' });
    await write.settled(call!.result);
    const area = PAGES.filter((page) => page.menu?.group === write.area).flatMap((page) => page.loads ?? []);
    const failures: string[] = [];
    for (const path of [...new Set(area), ...write.pages(call!.result)]) {
      const { status } = await api('GET', path);
      if (status !== 200) failures.push(`${tool}: GET ${path} → ${status}`);
    }
    expect(failures).toEqual([]);
  }
  const [run] = (await api('GET', '/api/trading/backtests/?page_size=10')).body.results;
  expect(run).toMatchObject({
    state: 'done',
    symbol: 'PETR4',
    settings: { cash: 25_000, commission_fixed: 2.5, commission_rate: 0.0003 },
  });
});
