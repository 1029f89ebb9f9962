import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { GENERATION_PULL_JOB_KIND } from '@alvorada/contracts';
import { call, login, openSocket, startServer, type TestServer } from './harness.ts';
import { eventually } from './eventually.ts';
import { startSolarEdgeServer } from './solaredge-server.ts';
import { readings } from '../src/modules/energy/schema.ts';
import { queueBackgroundJob } from '../src/platform/jobs/background-job.ts';

const KEY = 'se-key-7f3a9c1d2e4b';
let portal: Awaited<ReturnType<typeof startSolarEdgeServer>>;
let server: TestServer;
let token: string;
let socket: ReturnType<typeof openSocket>;
let plant: { id: number; name: string; dc_power_kwp: number };
/** Every body the API answered in these tests: none may carry the key. */
const answered: string[] = [];

/** A plausible day's energy in Wh for the plant (under §4.2's ceiling), one apart from day to day. */
const dailyWh = (day: string) => Math.round(plant.dc_power_kwp * 4000) + Number(day.slice(8));

beforeAll(async () => {
  portal = await startSolarEdgeServer((day) => (day.endsWith('-15') ? null : dailyWh(day)));
  // The scheduled pulls stay off: each pull here is asked for, and awaited, by the test. The portal that
  // hangs is cut after the timeout; it is long enough that a busy machine's slow answer is not cut too.
  server = await startServer({
    INVERTER_ALLOWED_HOSTS: '127.0.0.1',
    GENERATION_PULL_TICK_SECONDS: '0',
    GENERATION_PULL_TIMEOUT_SECONDS: '10',
  });
  const operator = await login(server, 'energia@alvorada.dev');
  token = operator.accessToken;
  socket = openSocket(server, operator.userData.id, token, { answerHeartbeats: true });
  await socket.opened;
  plant = (await api('GET', '/api/energy/plants/?ordering=id')).body.results[0];
});
afterAll(async () => {
  socket?.socket.close();
  await server?.close();
  await portal?.close();
});

async function api(method: string, path: string, body?: unknown, language = 'pt-BR') {
  const res = await call(server, method, path, { token, body, headers: { 'accept-language': language } });
  answered.push(JSON.stringify(res.body));
  return res;
}
const sourcePath = () => `/api/energy/plants/${plant.id}/generation-source/`;

/** The next notification of `kind` pushed to the operator, as the bell receives it. */
async function notice(kind: string) {
  for (;;) {
    const message = await socket.next('notification');
    if (message.notification.kind === kind) return message.notification;
  }
}

/**
 * The source once the pull started by `start` ended: no pull under way and a pull moment other than before.
 * (The pull's own answer may already say it ended: a worker can take and finish it before the answer is read.)
 */
async function pulled(start: () => Promise<unknown>, language = 'pt-BR') {
  const before = (await api('GET', sourcePath(), undefined, language)).body;
  await start();
  return eventually(async () => {
    const source = (await api('GET', sourcePath(), undefined, language)).body;
    return !source.pulling && source.last_pull_at !== before.last_pull_at && source;
  });
}

/** A pull the schedule queued (no one asked for it), awaited until it ended. */
const scheduledPull = () =>
  pulled(() => queueBackgroundJob(server.built.platform, GENERATION_PULL_JOB_KIND, String(plant.id), null));

/** Asks for a pull now and answers the source once it ended. */
const pull = (language = 'pt-BR') =>
  pulled(async () => {
    const asked = await api('POST', `${sourcePath()}pull/`, undefined, language);
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  }, language);

const generationImports = async () =>
  (await api('GET', '/api/energy/imports/?kind=GERACAO&ordering=-id&page_size=100')).body.results as {
    id: number;
    source_id: number | null;
    file_name: string;
  }[];

/** The plant's readings from `from` on, as whole Wh by day with their origin. */
async function storedFrom(from: string) {
  const rows = await server.built.platform.db
    .select()
    .from(readings)
    .where(and(eq(readings.plantId, plant.id), gte(readings.day, from)));
  return new Map(rows.map((r) => [r.day, { wh: r.energyWh, source: r.source, importId: r.importId }]));
}

describe('a plant’s generation pulled from the SolarEdge monitoring API', () => {
  it('is set by who may change plants, its key write-only', async () => {
    expect((await api('GET', sourcePath())).body).toMatchObject({
      kind: 'CSV',
      state: 'idle',
      api_key_set: false,
    });
    const reader = (await login(server, 'usuario@alvorada.dev')).accessToken;
    const settings = { kind: 'SOLAREDGE', base_url: portal.url, site_id: '4242', api_key: KEY };
    expect((await call(server, 'PUT', sourcePath(), { token: reader, body: settings })).status).toBe(403);
    const missingKey = await api('PUT', sourcePath(), { ...settings, api_key: undefined });
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.fields).toHaveProperty('api_key');
    const saved = await api('PUT', sourcePath(), settings);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      kind: 'SOLAREDGE',
      site_id: '4242',
      api_key_set: true,
      state: 'idle',
    });
    expect(saved.body).not.toHaveProperty('api_key');
  });

  it('lands the window’s days through the import, in its history with the source as origin', async () => {
    const before = (await generationImports()).length;
    await server.built.platform.db.delete(readings).where(eq(readings.plantId, plant.id));
    const pushed = notice('energy_generation_pulled');
    const source = await pull();
    expect(source).toMatchObject({ state: 'ok', failures: 0, last_error: null, last_error_message: null });
    const asked = portal.requests.at(-1)!;
    expect(asked.pathname).toBe('/site/4242/energy');
    expect(asked.searchParams.get('api_key')).toBe(KEY);
    const from = asked.searchParams.get('startDate')!;
    const stored = await storedFrom(from);
    const days = [...stored.keys()];
    expect(days.length).toBeGreaterThan(25);
    expect(days.some((day) => day.endsWith('-15'))).toBe(false);
    for (const [day, reading] of stored)
      expect(reading).toEqual({ wh: dailyWh(day), source: 'API', importId: source.last_import_id });
    const history = await generationImports();
    expect(history).toHaveLength(before + 1);
    expect(history[0]).toMatchObject({
      id: source.last_import_id,
      file_name: expect.stringContaining('SolarEdge 4242'),
    });
    expect(history[0]!.source_id).not.toBeNull();
    // The bell tells who asked, and opens the plant's page.
    expect(await pushed).toMatchObject({
      title: `Leituras recebidas: ${plant.name}`,
      body: `${history[0]!.file_name} · dias novos: ${stored.size} · alterados: 0`,
      link: `/geracao/usinas/${plant.id}`,
    });
  });

  it('a second pull with the same days lands nothing; a changed day lands audited as changed', async () => {
    const first = (await api('GET', sourcePath())).body;
    const count = (await generationImports()).length;
    // The next readings the bell hears of are the changed day's: the pull that lands nothing says nothing.
    const pushed = notice('energy_generation_pulled');
    expect(await pull()).toMatchObject({ state: 'ok', last_import_id: first.last_import_id });
    expect(await generationImports()).toHaveLength(count);

    const changedDay = portal.requests.at(-1)!.searchParams.get('endDate')!;
    portal.state.wh = (day) =>
      day === changedDay ? dailyWh(day) + 500 : day.endsWith('-15') ? null : dailyWh(day);
    const changed = await pull();
    expect(changed.last_import_id).not.toBe(first.last_import_id);
    expect((await storedFrom(changedDay)).get(changedDay)?.wh).toBe(dailyWh(changedDay) + 500);
    expect((await pushed).body).toMatch(/ · dias novos: 0 · alterados: 1$/);
    const admin = (await login(server, 'admin@alvorada.dev')).accessToken;
    const audit = await call(
      server,
      'GET',
      `/api/admin/audit/?subject=Geracao&target_id=${changed.last_import_id}`,
      {
        token: admin,
      },
    );
    answered.push(JSON.stringify(audit.body));
    expect(audit.body.results[0]).toMatchObject({
      action: 'import',
      after: expect.objectContaining({ inserted: 0, updated: 1 }),
    });
  });

  it.each([
    ['malformed', 'error', 'pull_malformed_answer', 'JSON'],
    ['hang', 'error', 'pull_timeout', 'a tempo'],
    ['limited', 'throttled', 'pull_throttled', '120 min'],
    ['unauthorized', 'needs_credentials', 'pull_credentials_rejected', 'recusou a chave'],
  ] as const)(
    'a portal that answers %s ends %s with its message and writes nothing',
    async (mode, state, code, words) => {
      const before = (await api('GET', sourcePath())).body;
      const count = (await generationImports()).length;
      const stored = await storedFrom('2000-01-01');
      // Only a refused key stops the pulls for good, and only that rings the bell.
      const refused = mode === 'unauthorized' && notice('energy_pull_refused');
      portal.state.mode = mode;
      const failed = await pull();
      portal.state.mode = 'ok';
      expect(failed).toMatchObject({ state, last_error: code, failures: before.failures + 1 });
      expect(failed.last_error_message).toContain(words);
      expect(await generationImports()).toHaveLength(count);
      expect(await storedFrom('2000-01-01')).toEqual(stored);
      if (mode === 'limited')
        expect(Date.parse(failed.next_pull_at) - Date.parse(failed.last_pull_at)).toBeGreaterThanOrEqual(
          7_200_000,
        );
      if (refused) {
        expect(await refused).toMatchObject({
          title: `Busca de geração parada: ${plant.name}`,
          body: failed.last_error_message,
          link: `/geracao/usinas/${plant.id}`,
        });
        expect(failed.next_pull_at).toBeNull();
        expect((await api('GET', sourcePath(), undefined, 'en')).body.last_error_message).toContain(
          'refused the API key',
        );
      }
    },
  );

  it('a new key starts the source afresh; the key is in no answer the API gave', async () => {
    const saved = await api('PUT', sourcePath(), {
      kind: 'SOLAREDGE',
      base_url: portal.url,
      site_id: '4242',
      api_key: `${KEY}-new`,
    });
    expect(saved.body).toMatchObject({ state: 'idle', failures: 0, last_error: null, api_key_set: true });
    expect(await pull()).toMatchObject({ state: 'ok' });
    expect(portal.requests.at(-1)!.searchParams.get('api_key')).toBe(`${KEY}-new`);
    for (const body of answered) expect(body).not.toContain(KEY);
  });

  it('a scheduled pull tells who last saved the source: the readings it landed, then the key refused', async () => {
    const landedDay = portal.requests.at(-1)!.searchParams.get('endDate')!;
    portal.state.wh = (day) =>
      day === landedDay ? dailyWh(day) + 900 : day.endsWith('-15') ? null : dailyWh(day);
    const pulled = notice('energy_generation_pulled');
    expect(await scheduledPull()).toMatchObject({ state: 'ok' });
    expect(await pulled).toMatchObject({
      title: `Leituras recebidas: ${plant.name}`,
      body: expect.stringMatching(/ · dias novos: 0 · alterados: 1$/),
      link: `/geracao/usinas/${plant.id}`,
    });

    const refused = notice('energy_pull_refused');
    portal.state.mode = 'unauthorized';
    expect(await scheduledPull()).toMatchObject({ state: 'needs_credentials' });
    portal.state.mode = 'ok';
    expect(await refused).toMatchObject({
      title: `Busca de geração parada: ${plant.name}`,
      body: expect.stringContaining('recusou a chave'),
      link: `/geracao/usinas/${plant.id}`,
    });
  });
});
