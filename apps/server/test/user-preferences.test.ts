import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './harness.ts';
import { DASHBOARD_CARDS } from '@alvorada/contracts';

let server: TestServer;
let trader: string;
let energia: string;

beforeAll(async () => {
  server = await startServer();
  trader = (await login(server, 'trader@alvorada.dev')).accessToken;
  energia = (await login(server, 'energia@alvorada.dev')).accessToken;
});
afterAll(() => server?.close());

const get = (token: string) => call(server, 'GET', '/api/auth/preferences/', { token });
const patch = (token: string, body: unknown) =>
  call(server, 'PATCH', '/api/auth/preferences/', { token, body });

describe('user preferences', () => {
  it('reads the defaults before anything is saved', async () => {
    const res = await get(trader);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dashboard: {
        order: [...DASHBOARD_CARDS],
        hidden: [],
      },
      pinned_pages: [],
    });
  });

  it('keeps the card layout and the pins, each part on its own, per user', async () => {
    const dashboard = { order: ['trading', 'admin', 'generation'], hidden: ['admin'] };
    expect((await patch(trader, { dashboard })).body.dashboard).toEqual(dashboard);
    const pinned = ['automations-paracima-backtest', 'dashboards-main'];
    expect((await patch(trader, { pinned_pages: pinned })).status).toBe(200);

    // A fresh sign-in (another device) reads both back; another user is untouched.
    const again = (await login(server, 'trader@alvorada.dev')).accessToken;
    expect((await get(again)).body).toEqual({ dashboard, pinned_pages: pinned });
    expect((await get(energia)).body.pinned_pages).toEqual([]);
  });

  it('refuses unknown cards and pages, duplicates and extra fields, and changes nothing', async () => {
    const before = (await get(trader)).body;
    for (const body of [
      { dashboard: { order: ['weather'], hidden: [] } },
      { dashboard: { order: ['trading', 'trading'], hidden: [] } },
      { pinned_pages: ['no-such-page'] },
      { pinned_pages: ['login'] },
      { theme: 'dark' },
    ])
      expect((await patch(trader, body)).status).toBe(400);
    expect((await get(trader)).body).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    expect((await call(server, 'GET', '/api/auth/preferences/')).status).toBe(401);
  });
});
