import { beforeAll, expect, it } from 'vitest';
import { TRADING_SETTINGS as mine } from '@alvorada/contracts/test/samples';
import { login } from './harness.ts';
import { fileTradingLab } from './trading-lab.ts';

const { server, lab } = fileTradingLab();
/** The Settings page's changes need its rule (read Development): the administrator's settings are changed. */
let admin: string;
beforeAll(async () => {
  admin = (await login(server, 'admin@alvorada.dev')).accessToken;
});
const asAdmin = (method: string, path: string, body?: unknown) => lab.api(method, path, body, admin);

it('answers the defaults until the user saves their own, then theirs', async () => {
  const first = await asAdmin('GET', '/settings/');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({
    defaults: { cash: 10_000, commission_rate: 0, exclusive_orders: false },
    markets: {},
    sessions: { feed: 'replay', speed: 10, notify_fills: false },
    updated_at: null,
  });
  expect(first.body.feeds).toEqual([
    { id: 'replay', available: true },
    { id: 'generated', available: true },
    { id: 'exchange', available: false },
  ]);
  const saved = await asAdmin('PUT', '/settings/', mine);
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject(mine);
  expect(saved.body.updated_at).not.toBeNull();
  expect((await asAdmin('GET', '/settings/')).body).toMatchObject(mine);
});

it('refuses bad values with the field at fault and keeps what was saved', async () => {
  const bad = await asAdmin('PUT', '/settings/', {
    ...mine,
    defaults: { ...mine.defaults, commission_rate: 0.5 },
    sessions: { ...mine.sessions, speed: 5000 },
  });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.fields).sort()).toEqual(['defaults.commission_rate', 'sessions.speed']);
  expect((await asAdmin('GET', '/settings/')).body.defaults.commission_rate).toBe(0.001);
  // A misspelt field is refused rather than saved as the defaults.
  const misspelt = await asAdmin('PUT', '/settings/', { ...mine, defaults: { nested: true } });
  expect(misspelt.status).toBe(400);
  expect((await asAdmin('GET', '/settings/')).body.defaults.cash).toBe(50_000);
});

it('keeps each user’s settings their own; a reader of backtests may not change theirs', async () => {
  const dev = await login(server, 'dev@alvorada.dev');
  expect((await lab.api('GET', '/settings/', undefined, dev.accessToken)).body.updated_at).toBeNull();
  expect((await lab.api('GET', '/settings/')).body.updated_at).toBeNull();
  expect((await lab.api('PUT', '/settings/', mine, dev.accessToken)).status).toBe(403);
  expect((await lab.api('PUT', '/settings/defaults/', mine.defaults, dev.accessToken)).status).toBe(403);
  const energy = await login(server, 'energia@alvorada.dev');
  expect((await lab.api('GET', '/settings/', undefined, energy.accessToken)).status).toBe(403);
});

it('the Settings page’s changes need its rule; whoever runs backtests saves their capital and costs', async () => {
  const before = (await lab.api('GET', '/settings/')).body;
  expect((await lab.api('PUT', '/settings/', mine)).status).toBe(403);
  const costs = { cash: 25_000, commission_fixed: 1.5, commission_rate: 0.002, spread: 0.0005 };
  const saved = await lab.api('PUT', '/settings/defaults/', costs);
  expect(saved.status).toBe(200);
  // Only the capital and costs change: the rest of the defaults, the markets and the sessions stay.
  expect(saved.body).toMatchObject({
    ...before,
    defaults: { ...before.defaults, ...costs },
    updated_at: expect.any(String),
  });
  const partial = await lab.api('PUT', '/settings/defaults/', { cash: 1 });
  expect(partial.status).toBe(400);
  expect(Object.keys(partial.body.fields).sort()).toEqual(['commission_fixed', 'commission_rate', 'spread']);
  expect((await lab.api('GET', '/settings/')).body.defaults.cash).toBe(25_000);
});
