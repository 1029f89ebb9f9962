import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

let server: TestServer;
let lab: TradingLab;
beforeAll(async () => {
  // Two running sessions a user, three on this instance, and the shortest window a resumed step may use.
  server = await startServer({
    REDIS_URL: '',
    PAPER_SESSIONS_PER_USER: '2',
    PAPER_SESSIONS_PER_INSTANCE: '3',
    PAPER_SESSION_WINDOW_BARS: '100',
  });
  lab = await tradingLab(server);
});
afterAll(() => server?.close());

const generated = () => lab.request({ feed: 'generated', speed: 1 });
const running = async (token = lab.trader.accessToken) =>
  (await lab.api('GET', '/sessions/?state=running', undefined, token)).body.count;

describe('paper session caps', () => {
  it('starting or resuming a session past the caps answers with the limit, and changes nothing', async () => {
    const first = (await lab.api('POST', '/sessions/', generated())).body;
    const second = (await lab.api('POST', '/sessions/', generated())).body;
    expect([first.state, second.state]).toEqual(['running', 'running']);
    const total = (await lab.api('GET', '/sessions/')).body.count;

    const third = await lab.api('POST', '/sessions/', generated());
    expect(third.status).toBe(409);
    expect(third.body).toEqual({
      code: 'paper_sessions_user_limit',
      detail:
        'Você já tem 2 sessões de paper trading em andamento, o limite por usuário. Pause ou encerre uma para iniciar outra.',
    });
    const english = await call(server, 'POST', '/api/trading/sessions/', {
      token: lab.trader.accessToken,
      body: generated(),
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.detail).toBe(
      'You already have 2 paper-trading sessions running, the limit per user. Pause or stop one to start another.',
    );
    expect((await lab.api('GET', '/sessions/')).body.count).toBe(total);

    // A paused session frees its place; resuming it while another took the place is refused, and it stays paused.
    expect((await lab.api('POST', `/sessions/${first.id}/pause/`)).body.state).toBe('paused');
    const replacement = (await lab.api('POST', '/sessions/', generated())).body;
    expect(replacement.state).toBe('running');
    const resumed = await lab.api('POST', `/sessions/${first.id}/resume/`);
    expect(resumed.status).toBe(409);
    expect(resumed.body.code).toBe('paper_sessions_user_limit');
    expect((await lab.api('GET', `/sessions/${first.id}/`)).body.state).toBe('paused');
    expect(await running()).toBe(2);

    // The instance drives three at most, whoever started them.
    const admin = await login(server, 'admin@alvorada.dev');
    const adminStart = () => lab.api('POST', '/sessions/', generated(), admin.accessToken);
    expect((await adminStart()).status).toBe(201);
    const full = await adminStart();
    expect(full.status).toBe(429);
    expect(full.body).toEqual({
      code: 'paper_sessions_instance_limit',
      detail:
        'Este servidor já conduz 3 sessões de paper trading, o seu limite. Tente de novo quando uma delas parar.',
    });
    expect(await running(admin.accessToken)).toBe(3);

    // Stopped, a session gives its place back.
    await lab.api('POST', `/sessions/${second.id}/stop/`);
    expect((await lab.api('POST', `/sessions/${first.id}/resume/`)).body.state).toBe('running');
    for (const id of [first.id, replacement.id]) await lab.api('POST', `/sessions/${id}/stop/`);
    const adminSessions = (await lab.api('GET', '/sessions/?state=running', undefined, admin.accessToken))
      .body;
    for (const s of adminSessions.results)
      await lab.api('POST', `/sessions/${s.id}/stop/`, undefined, admin.accessToken);
  });

  it('steps resumed on a window of the last bars commit in order and trade exactly as the backtest', async () => {
    const run = await lab.finished(
      'backtests',
      (await lab.api('POST', '/backtests/', lab.request())).body.id,
    );
    const started = (await lab.api('POST', '/sessions/', lab.request({ feed: 'replay', speed: 1000 }))).body;
    const ended = await lab.when(`/sessions/${started.id}/`, (s) => s.state !== 'running');
    expect(ended.state).toBe('finished');
    // GOOG's 2,148 bars: from bar 800 (40 times SmaCross's warm-up) each step runs over the last 800 only.
    expect(ended.bars).toBe(2148);

    const trades = async (path: string) => (await lab.api('GET', `${path}?page_size=100&ordering=n`)).body;
    const got = await trades(`/sessions/${ended.id}/trades/`);
    expect(got.count).toBe(93);
    expect(got.results).toEqual((await trades(`/backtests/${run.id}/trades/`)).results);
    expect(ended.equity).toBe(run.equity.equity.at(-1));

    const events: { seq: number; bar: number; kind: string }[] = [];
    for (let page = 1; ; page++) {
      const { body } = await lab.api(
        'GET',
        `/sessions/${ended.id}/events/?page_size=100&ordering=seq&page=${page}`,
      );
      events.push(...body.results);
      if (!body.next) break;
    }
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    const bars = events.filter((e) => e.kind === 'fill').map((e) => e.bar);
    expect(bars).toEqual([...bars].sort((a, b) => a - b));
    expect(bars).toHaveLength(93 * 2 + 1);
  });
});
