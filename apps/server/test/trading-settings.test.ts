import { expect, it } from 'vitest';
import { TRADING_SETTINGS as mine } from '@alvorada/contracts/test/samples';
import { login } from './harness.ts';
import { fileTradingLab } from './trading-lab.ts';

const { server, lab } = fileTradingLab();

it('answers the defaults until the user saves their own, then theirs', async () => {
  const first = await lab.api('GET', '/settings/');
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
  const saved = await lab.api('PUT', '/settings/', mine);
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject(mine);
  expect(saved.body.updated_at).not.toBeNull();
  expect((await lab.api('GET', '/settings/')).body).toMatchObject(mine);
});

it('refuses bad values with the field at fault and keeps what was saved', async () => {
  const bad = await lab.api('PUT', '/settings/', {
    ...mine,
    defaults: { ...mine.defaults, commission_rate: 0.5 },
    sessions: { ...mine.sessions, speed: 5000 },
  });
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.fields).sort()).toEqual(['defaults.commission_rate', 'sessions.speed']);
  expect((await lab.api('GET', '/settings/')).body.defaults.commission_rate).toBe(0.001);
  // A misspelt field is refused rather than saved as the defaults.
  const misspelt = await lab.api('PUT', '/settings/', { ...mine, defaults: { nested: true } });
  expect(misspelt.status).toBe(400);
  expect((await lab.api('GET', '/settings/')).body.defaults.cash).toBe(50_000);
});

it('keeps each user’s settings their own; a reader of backtests may not change theirs', async () => {
  const dev = await login(server, 'dev@alvorada.dev');
  expect((await lab.api('GET', '/settings/', undefined, dev.accessToken)).body.updated_at).toBeNull();
  expect((await lab.api('PUT', '/settings/', mine, dev.accessToken)).status).toBe(403);
  const energy = await login(server, 'energia@alvorada.dev');
  expect((await lab.api('GET', '/settings/', undefined, energy.accessToken)).status).toBe(403);
});
