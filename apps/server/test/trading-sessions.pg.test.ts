import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { tradingLab, type TradingLab } from './trading-lab.ts';

// Runs in the PostgreSQL + Redis project only: instances share the database and drive sessions by lease.
const MAIN = new URL('../src/main.ts', import.meta.url).pathname;

let server: TestServer;
let lab: TradingLab;
// One trader runs six sessions at once below, past the default cap of five.
const CAPS = { PAPER_SESSIONS_PER_USER: '6' };

beforeAll(async () => {
  server = await startServer(CAPS);
  lab = await tradingLab(server);
});
afterAll(() => server?.close());

const replay = (speed: number) => ({ ...lab.request(), feed: 'replay', speed });

/** The session once `done` holds for it. */
const until = (id: number, done: (s: any) => boolean) => lab.when(`/sessions/${id}/`, done);

/** Every event of the session, checked to be numbered without a gap or a repeat. */
async function fillCount(id: number) {
  const events: any[] = [];
  for (let page = 1; ; page++) {
    const { body } = await lab.api('GET', `/sessions/${id}/events/?page_size=100&ordering=seq&page=${page}`);
    events.push(...body.results);
    if (!body.next) break;
  }
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
  return events.filter((e) => e.kind === 'fill').length;
}

/** The server as `npm start` runs it, in a child process on the suite's database; resolves with its URL. */
function startChild() {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...server.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DEMO_SEED: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      const address = /\((http:\/\/127\.0\.0\.1:\d+),/.exec(output);
      if (address) resolve(address[1]!);
    });
    child.on('exit', () => reject(new Error(`the child server stopped: ${output}`)));
  });
  return { child, url };
}

it('a session whose instance is killed is taken over when its lease runs out, with no fill lost or repeated', async () => {
  const { child, url } = startChild();
  try {
    const childLab = await tradingLab({ url: await url } as TestServer);
    const started = await childLab.api('POST', '/sessions/', replay(300));
    expect(started.status).toBe(201);
    await until(started.body.id, (s) => s.bars > 200);
    child.kill('SIGKILL');
    const killedAt = (await lab.api('GET', `/sessions/${started.body.id}/`)).body.bars;
    const ended = await until(started.body.id, (s) => s.state === 'finished');
    expect(killedAt).toBeLessThan(ended.bars);
    expect(ended).toMatchObject({ trade_count: 93, fill_count: 93 * 2 + 1 });
    expect(ended.equity).toBeCloseTo(56_263.52, 2);
    expect(await fillCount(ended.id)).toBe(93 * 2 + 1);
  } finally {
    child.kill('SIGKILL');
  }
});

it('two instances never drive the same session at once, and every session ends exact', async () => {
  const second = await startServer(CAPS, { shareWith: server });
  try {
    const drivers = [server, second].map((s) => s.built.services.trading.driver);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const target = i % 2 ? second : server;
      const api = (await tradingLab(target)).api;
      ids.push((await api('POST', '/sessions/', replay(300))).body.id);
    }
    const overlaps: number[] = [];
    const watch = setInterval(() => {
      const [a, b] = drivers.map((d) => new Set(d.driving()));
      overlaps.push(...[...a!].filter((id) => b!.has(id)));
    }, 20);
    try {
      for (const id of ids) await until(id, (s) => s.state === 'finished');
    } finally {
      clearInterval(watch);
    }
    expect(overlaps).toEqual([]);
    for (const id of ids) {
      const ended = (await lab.api('GET', `/sessions/${id}/`)).body;
      expect(ended).toMatchObject({ trade_count: 93, fill_count: 93 * 2 + 1 });
    }
  } finally {
    await second.close();
  }
});
