import { createServer, type ServerResponse } from 'node:http';

/** How the stand-in answers the next requests. */
export type PortalMode = 'ok' | 'unauthorized' | 'limited' | 'malformed' | 'hang';

/**
 * A stand-in for the SolarEdge monitoring API's site energy (`/site/{siteId}/energy?timeUnit=DAY&startDate
 * &endDate&api_key`), answering as its documentation shows: each day of the window with its energy in Wh
 * (`wh(day)`, null for a day without data). `mode` makes it refuse the key (401), ask to wait (429 with
 * Retry-After: 7200), answer broken JSON, or never answer. It keeps the address of every request it got.
 */
export async function startSolarEdgeServer(wh: (day: string) => number | null) {
  const requests: URL[] = [];
  const hanging: ServerResponse[] = [];
  const state = { mode: 'ok' as PortalMode, wh };
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    requests.push(url);
    const json = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(body);
    };
    if (state.mode === 'hang') return void hanging.push(res);
    if (state.mode === 'unauthorized') return json(401, '{"String":"Invalid token"}');
    if (state.mode === 'limited')
      return json(429, '{"String":"Too many requests"}', { 'retry-after': '7200' });
    if (state.mode === 'malformed') return json(200, '{"energy":{"timeUnit":"DAY","values":[{"date":');
    if (!/^\/site\/\d+\/energy$/.test(url.pathname) || url.searchParams.get('timeUnit') !== 'DAY')
      return json(404, '{"String":"Not found"}');
    const values = [];
    const end = Date.parse(`${url.searchParams.get('endDate')}T00:00:00Z`);
    for (let at = Date.parse(`${url.searchParams.get('startDate')}T00:00:00Z`); at <= end; at += 86_400_000) {
      const day = new Date(at).toISOString().slice(0, 10);
      values.push({ date: `${day} 00:00:00`, value: state.wh(day) });
    }
    json(200, JSON.stringify({ energy: { timeUnit: 'DAY', unit: 'Wh', measuredBy: 'INVERTER', values } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((res) => res.destroy());
        server.close(() => resolve());
      }),
  };
}
