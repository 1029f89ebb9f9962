// Paper-trading sessions on one instance, each stepping at 1 bar/s (SmaCross 10/20 replaying GOOG's daily
// bars, exclusive orders), in the server's own process on the embedded database as `npm start` runs it:
// for growing numbers of sessions, the event loop's delay (p99 and max over a 15 s window, after a 5 s
// warm-up). Then one step's cost as the session's history grows: without a carried account the paper broker
// runs the engine again over every bar seen so far, so such a step is linear in the bars behind it; resumed
// from the previous step's account, it runs over a window of the last bars, whatever the history.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomMarket } from '../packages/backtest/test/random-market.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { sessionStep, windowStart } from '../apps/server/src/modules/trading/session-step.ts';

const LEVELS = (process.env.LEVELS ?? '50,100,200,400,800').split(',').map(Number);
const LAG_LIMIT_MS = 50;
const WARM_UP_MS = 5_000;
const WINDOW_MS = 15_000;
const HISTORIES = [1_000, 10_000, 100_000];
const WINDOW = 5_000;
const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-paper-bench-'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const built = await buildApp(
  loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    // One trader runs every session: the caps raised past the largest level.
    PAPER_SESSIONS_PER_USER: '10000',
    PAPER_SESSIONS_PER_INSTANCE: '10000',
    JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
  }),
);
try {
  const { app } = built;
  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: 'trader@alvorada.dev', password: 'Alvorada@2026' },
  });
  const token: string = login.json().accessToken;
  const goog = (await call('GET', '/api/trading/instruments/?search=GOOG', token)).results[0].id;
  const version = (await call('GET', '/api/trading/strategies/', token)).results[0].version_id;

  const levels: { sessions: number; p99_ms: number; max_ms: number; bars_per_s: number }[] = [];
  let started: number[] = [];
  for (const level of LEVELS) {
    while (started.length < level) {
      const session = await call('POST', '/api/trading/sessions/', token, {
        instrument_id: goog,
        strategy_version_id: version,
        commission_rate: 0.002,
        exclusive_orders: true,
        feed: 'replay',
        speed: 1,
        // Each its own cash, so no two are the same run.
        cash: 10_000 + started.length,
      });
      started.push(session.id);
    }
    await sleep(WARM_UP_MS);
    const before = await call('GET', '/api/trading/sessions/?page_size=100&state=running', token);
    const barsBefore = await totalBars(before.count);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await sleep(WINDOW_MS);
    delay.disable();
    const barsAfter = await totalBars(before.count);
    const figure = {
      sessions: level,
      p99_ms: Math.round(delay.percentile(99) / 1e6),
      max_ms: Math.round(delay.max / 1e6),
      bars_per_s: Math.round((barsAfter - barsBefore) / (WINDOW_MS / 1000)),
    };
    levels.push(figure);
    console.log(
      `${level} sessions: p99 ${figure.p99_ms} ms, max ${figure.max_ms} ms, ${figure.bars_per_s} bars/s`,
    );
    if (figure.p99_ms > LAG_LIMIT_MS) break;
  }
  for (const id of started) await call('POST', `/api/trading/sessions/${id}/stop/`, token);
  started = [];

  /** Bars processed by every session so far, read page by page. */
  async function totalBars(count: number) {
    let sum = 0;
    for (let page = 1; (page - 1) * 100 < count; page++) {
      const { results } = await call('GET', `/api/trading/sessions/?page_size=100&page=${page}`, token);
      for (const s of results) sum += s.bars;
    }
    return sum;
  }

  const steps: Record<string, number> = {};
  for (const history of HISTORIES) {
    const data = randomMarket(history + 1, 7);
    const part = (from: number, to: number) =>
      Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.slice(from, to)])) as typeof data;
    const base = {
      tradesBefore: 0,
      window: WINDOW,
      strategy: { builtIn: 'sma-cross' },
      params: { n1: 10, n2: 20 },
      options: { commission: 0.002, exclusiveOrders: true },
      limits: { max_position: null, max_orders_per_minute: null, max_daily_loss: null },
      recentFills: [],
      now: 0,
    };
    const { carry } = sessionStep({
      ...base,
      data: part(0, history),
      offset: 0,
      from: history - 1,
      carry: null,
    });
    const offset = windowStart(carry, history, WINDOW);
    const inputs = {
      full: { ...base, data, offset: 0, from: history, carry: null },
      ...(carry && { resumed: { ...base, data: part(offset, history + 1), offset, from: history, carry } }),
    };
    for (const [kind, input] of Object.entries(inputs)) {
      const times: number[] = [];
      for (let i = 0; i < 21; i++) {
        const start = performance.now();
        sessionStep(input);
        times.push(performance.now() - start);
      }
      const name =
        kind === 'full' ? `step_ms_after_${history}_bars` : `resumed_step_ms_after_${history}_bars`;
      steps[name] = Number(times.sort((a, b) => a - b)[10]!.toFixed(2));
      console.log(`one ${kind} step after ${history} bars: ${steps[name]} ms (median of 21)`);
    }
  }

  const held = levels.filter((l) => l.p99_ms <= LAG_LIMIT_MS).at(-1);
  console.log(
    JSON.stringify({
      sessions_within_50ms_p99: held?.sessions ?? 0,
      ...Object.fromEntries(levels.map((l) => [`p99_ms_at_${l.sessions}`, l.p99_ms])),
      ...Object.fromEntries(levels.map((l) => [`bars_per_s_at_${l.sessions}`, l.bars_per_s])),
      ...steps,
      load_average: Number(loadavg()[0]!.toFixed(1)),
    }),
  );
} finally {
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
}
