import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candles, instruments } from '../src/modules/trading/schema.ts';
import { call, login, startServer, type TestServer } from './harness.ts';
import { fileSession, moduleServer } from './module-server.ts';
import { b3Instrument, GOOG_CSV as GOOG } from './trading-lab.ts';

const trading = moduleServer('trading', 'trader@alvorada.dev');
const { server, api } = trading;
const admin = fileSession(server, 'admin@alvorada.dev');

const instrumentId = async (symbol: string) =>
  (await api('GET', `/instruments/?search=${symbol}`)).body.results[0].id as number;
describe('market data', () => {
  const hundredDays = GOOG.split('\n').slice(0, 101).join('\n');
  let other: string;
  let traderVersion: number;
  let otherVersion: number;

  /** A new user holding `role`, signed in. */
  async function userWith(role: string, email: string) {
    const res = await call(server, 'POST', '/api/admin/users/', {
      token: admin.accessToken,
      body: { email, username: email.split('@')[0], full_name: role, role, password: 'Segredo123' },
    });
    expect(res.status).toBe(201);
    return (await login(server, email, 'Segredo123')).accessToken;
  }

  const versionOf = async (token: string) =>
    (
      await api(
        'POST',
        '/strategies/',
        { name: 'Médias', definition: { kind: 'built_in', built_in: 'sma-cross', params: {} } },
        { token },
      )
    ).body.version_id as number;

  const backtest = (instrumentId: number, versionId: number, token = trading.token) =>
    api(
      'POST',
      '/backtests/',
      { instrument_id: instrumentId, timeframe: '1d', strategy_version_id: versionId },
      { token },
    );

  beforeAll(async () => {
    other = await userWith('Trader', 'segunda@alvorada.dev');
    traderVersion = await versionOf(trading.token);
    otherVersion = await versionOf(other);
  });

  it('a Trader can neither change, delete nor import into a shared instrument, nor create one', async () => {
    const goog = await instrumentId('GOOG');
    const before = (await api('GET', `/instruments/${goog}/`)).body;
    expect(before).toMatchObject({ shared: true, owner_id: null, can_change: false });
    const attempts = [
      await api('DELETE', `/instruments/${goog}/`),
      await api('PATCH', `/instruments/${goog}/`, { name: 'x' }),
      await api('POST', `/instruments/${goog}/candles/import/preview/`, { content: hundredDays }),
      await api('POST', `/instruments/${goog}/candles/import/`, { content: hundredDays }),
      await api('POST', '/instruments/', b3Instrument('NOVA3', { shared: true })),
    ];
    expect(attempts.map((r) => [r.status, r.body.code])).toEqual(Array(5).fill([403, 'forbidden']));
    expect((await api('GET', `/instruments/${goog}/`)).body).toEqual(before);
  });

  it('a role granted MarketData manages shared instruments', async () => {
    const role = await call(server, 'POST', '/api/admin/roles/', {
      token: admin.accessToken,
      body: {
        name: 'Curador de mercado',
        rules: [{ action: 'manage', subject: ['Backtest', 'MarketData'] }],
      },
    });
    expect(role.status).toBe(201);
    const curator = await userWith('Curador de mercado', 'curador@alvorada.dev');
    const created = await api('POST', '/instruments/', b3Instrument('CURA3', { shared: true }), {
      token: curator,
    });
    expect(created.body).toMatchObject({ shared: true, owner_id: null, can_change: true });
    const id = created.body.id;
    expect((await api('GET', `/instruments/${id}/`, undefined, { token: other })).body.can_change).toBe(
      false,
    );
    const imported = await api(
      'POST',
      `/instruments/${id}/candles/import/`,
      { content: hundredDays },
      { token: curator },
    );
    expect(imported.body).toMatchObject({ inserted: 100 });
    expect((await api('GET', `/instruments/${id}/`, undefined, { token: other })).body.candle_count).toBe(
      100,
    );
    expect((await api('DELETE', `/instruments/${id}/`, undefined, { token: curator })).status).toBe(204);
  });

  it('a Trader imports a private instrument that another Trader neither sees nor runs on', async () => {
    const created = await api('POST', '/instruments/', b3Instrument('MINHA3'));
    expect(created.status).toBe(201);
    const me = (await login(server, 'trader@alvorada.dev')).userData.id;
    expect(created.body).toMatchObject({ shared: false, owner_id: me, can_change: true });
    const id = created.body.id;
    expect(
      (await api('GET', `/instruments/${id}/`, undefined, { token: admin.accessToken })).body,
    ).toMatchObject({ owner_id: me, can_change: true });
    const imported = await api('POST', `/instruments/${id}/candles/import/`, { content: hundredDays });
    expect(imported.body).toMatchObject({ inserted: 100 });
    expect((await api('GET', '/instruments/?search=MINHA3')).body.count).toBe(1);
    const done = await backtest(id, traderVersion);
    expect(done.status).toBe(202);

    expect((await api('GET', '/instruments/?search=MINHA3', undefined, { token: other })).body.count).toBe(0);
    for (const [method, path, body] of [
      ['GET', `/instruments/${id}/`],
      ['GET', `/instruments/${id}/candles/`],
      ['GET', `/instruments/${id}/coverage/`],
      ['PATCH', `/instruments/${id}/`, { name: 'x' }],
      ['DELETE', `/instruments/${id}/`],
      ['POST', `/instruments/${id}/candles/import/preview/`, { content: hundredDays }],
      ['POST', `/instruments/${id}/candles/import/`, { content: hundredDays }],
    ] as const)
      expect([method, path, (await api(method, path, body, { token: other })).status]).toEqual([
        method,
        path,
        404,
      ]);
    const run = await backtest(id, otherVersion, other);
    expect(run).toMatchObject({ status: 400, body: { code: 'not_found_reference' } });
    expect(run.body.fields.instrument_id).toBeDefined();
    const session = await api(
      'POST',
      '/sessions/',
      { instrument_id: id, timeframe: '1d', strategy_version_id: otherVersion, feed: 'replay', speed: 10 },
      { token: other },
    );
    expect(session).toMatchObject({ status: 400, body: { code: 'not_found_reference' } });
    // Another user's symbol does not stand in the way of one's own.
    const theirs = await api('POST', '/instruments/', b3Instrument('MINHA3'), { token: other });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(id);
    expect((await api('POST', '/instruments/', b3Instrument('MINHA3'))).status).toBe(409);
  });

  it('deleting a shared instrument used by a trader’s backtest is refused with the count, deleting nothing', async () => {
    const created = await api('POST', '/instruments/', b3Instrument('USADA3', { shared: true }), {
      token: admin.accessToken,
    });
    const id = created.body.id;
    await api(
      'POST',
      `/instruments/${id}/candles/import/`,
      { content: hundredDays },
      { token: admin.accessToken },
    );
    const runs = [await backtest(id, traderVersion), await backtest(id, otherVersion, other)];
    expect(runs.map((r) => r.status)).toEqual([202, 202]);

    const refused = await api('DELETE', `/instruments/${id}/`, undefined, { token: admin.accessToken });
    expect(refused).toMatchObject({ status: 409, body: { code: 'instrument_used_by_others' } });
    expect(refused.body.detail).toBe(
      'Usado por 2 backtests ou sessões de outros usuários: o instrumento não foi excluído.',
    );
    const english = await api('DELETE', `/instruments/${id}/`, undefined, {
      token: admin.accessToken,
      lang: 'en',
    });
    expect(english.body.detail).toBe(
      'Used by 2 backtests or sessions of other users: the instrument was not deleted.',
    );
    expect((await api('GET', `/instruments/${id}/`)).body.candle_count).toBe(100);
    expect((await api('GET', `/backtests/${runs[0]!.body.id}/`)).status).toBe(200);

    // Nor does the database let it go with the runs: the foreign keys do not cascade.
    const { db } = server.built.platform;
    await expect(db.delete(instruments).where(eq(instruments.id, id))).rejects.toThrow();
    expect((await api('GET', `/backtests/${runs[1]!.body.id}/`, undefined, { token: other })).status).toBe(
      200,
    );
  });

  it('the owner deletes a private instrument nothing uses; one their own backtest uses is kept (409)', async () => {
    const used = (await api('POST', '/instruments/', b3Instrument('COMRUN3'))).body.id;
    await api('POST', `/instruments/${used}/candles/import/`, { content: hundredDays });
    expect((await backtest(used, traderVersion)).status).toBe(202);
    const refused = await api('DELETE', `/instruments/${used}/`, undefined, { lang: 'en' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'instrument_used_by_own' } });
    expect(refused.body.detail).toBe(
      'Used by 1 backtest or session of yours, which keeps it: the instrument was not deleted.',
    );

    const unused = (await api('POST', '/instruments/', b3Instrument('SEMRUN3'))).body.id;
    await api('POST', `/instruments/${unused}/candles/import/`, { content: hundredDays });
    expect((await api('DELETE', `/instruments/${unused}/`)).status).toBe(204);
    expect((await api('GET', `/instruments/${unused}/`)).status).toBe(404);
    const { db } = server.built.platform;
    expect(await db.select().from(candles).where(eq(candles.instrumentId, unused))).toEqual([]);
  });
});

describe('coverage', () => {
  it('counts the bars stored in each timeframe with the first and last, and names those read resampled', async () => {
    const id = await trading.created('/instruments/', b3Instrument('COBRE3'));
    const coverage = async () => (await api('GET', `/instruments/${id}/coverage/`)).body;
    expect(await coverage()).toEqual({
      instrument_id: id,
      stored: [{ timeframe: '1d', count: 0, first: null, last: null }],
      resampled: ['1w', '1M'],
    });
    const lines = GOOG.split('\n');
    const days = [lines[0], ...lines.slice(1, 31)].join('\n');
    const weeks = [lines[0], ...lines.slice(1, 31).filter((_line, i) => i % 5 === 0)].join('\n');
    const day = await api('POST', `/instruments/${id}/candles/import/`, { content: days });
    const week = await api('POST', `/instruments/${id}/candles/import/`, { content: weeks, timeframe: '1w' });
    expect([day.body.inserted, week.body.inserted]).toEqual([30, 6]);
    expect(await coverage()).toEqual({
      instrument_id: id,
      stored: [
        { timeframe: '1d', count: 30, first: day.body.first, last: day.body.last },
        { timeframe: '1w', count: 6, first: week.body.first, last: week.body.last },
      ],
      resampled: ['1M'],
    });
  });
});

describe('candle caps', () => {
  let capped: TestServer;
  let token: string;
  const post = (path: string, body: unknown, lang = 'pt-BR') =>
    call(capped, 'POST', `/api/trading${path}`, { token, body, headers: { 'accept-language': lang } });
  const lines = GOOG.split('\n');
  const rows = (from: number, n: number) => [lines[0], ...lines.slice(1 + from, 1 + from + n)].join('\n');

  beforeAll(async () => {
    capped = await startServer({ CANDLES_PER_IMPORT_MAX: '50', CANDLES_PER_INSTRUMENT_MAX: '120' });
    token = (await login(capped, 'trader@alvorada.dev')).accessToken;
  });
  afterAll(() => capped?.close());

  it('refuses an import past either cap, naming the limit, and writes nothing', async () => {
    const created = await post('/instruments/', b3Instrument('LIMITE3'));
    const id = created.body.id;
    const stored = async () =>
      (await call(capped, 'GET', `/api/trading/instruments/${id}/`, { token })).body.candle_count;

    const tooLong = await post(`/instruments/${id}/candles/import/`, { content: rows(0, 51) });
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'candles_per_import_exceeded' } });
    expect(tooLong.body.detail).toBe(
      'O arquivo tem 51 velas; uma importação aceita no máximo 50. Nada foi gravado.',
    );
    expect((await post(`/instruments/${id}/candles/import/preview/`, { content: rows(0, 51) })).status).toBe(
      400,
    );
    expect(await stored()).toBe(0);

    expect((await post(`/instruments/${id}/candles/import/`, { content: rows(0, 50) })).body.inserted).toBe(
      50,
    );
    expect((await post(`/instruments/${id}/candles/import/`, { content: rows(50, 50) })).body.inserted).toBe(
      50,
    );
    const full = await post(`/instruments/${id}/candles/import/`, { content: rows(100, 21) }, 'en');
    expect(full).toMatchObject({ status: 409, body: { code: 'candles_per_instrument_exceeded' } });
    expect(full.body.detail).toBe(
      'LIMITE3 stores at most 120 candles: it has 100 and the file would add 21. Nothing was saved.',
    );
    const preview = await post(`/instruments/${id}/candles/import/preview/`, { content: rows(100, 21) });
    expect(preview.body.code).toBe('candles_per_instrument_exceeded');
    expect(await stored()).toBe(100);
    // Bars already stored are replaced, not added: a file of them passes at the cap.
    expect((await post(`/instruments/${id}/candles/import/`, { content: rows(80, 40) })).body).toMatchObject({
      inserted: 20,
      unchanged: 20,
    });
    expect(await stored()).toBe(120);
  });
});
