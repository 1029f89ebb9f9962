import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@alvorada/backtest';
import { call, login } from './harness.ts';
import { fileSession, moduleServer } from './module-server.ts';
import { b3Instrument, GOOG_CSV as GOOG } from './trading-lab.ts';

const trading = moduleServer('trading', 'trader@alvorada.dev');
const { server, api } = trading;
const admin = fileSession(server, 'admin@alvorada.dev');

const instrumentId = async (symbol: string) =>
  (await api('GET', `/instruments/?search=${symbol}`)).body.results[0].id as number;

describe('instruments and candles', () => {
  it('lists the demo instruments, the B3 series labelled synthetic, paged and searchable', async () => {
    const page = await api('GET', '/instruments/?page_size=5&ordering=symbol');
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(4);
    expect(page.body.results.map((i: { symbol: string }) => i.symbol)).toEqual([
      'GOOG',
      'ITUB4',
      'PETR4',
      'VALE3',
    ]);
    const [goog, itub] = page.body.results;
    expect(goog).toMatchObject({ market: 'NASDAQ', currency: 'USD', synthetic: false, candle_count: 2148 });
    expect(goog.first_candle).toBe(Date.UTC(2004, 7, 19));
    expect(itub).toMatchObject({
      market: 'B3',
      currency: 'BRL',
      lot_size: 100,
      synthetic: true,
      candle_count: 1250,
    });
    expect((await api('GET', '/instruments/?search=petr')).body.results[0].symbol).toBe('PETR4');
    expect((await api('GET', '/instruments/?market=B3')).body.count).toBe(3);
    expect((await api('GET', '/instruments/?ordering=nope')).status).toBe(400);
  });

  it('serves stored daily candles exactly as the CSV holds them, within a date range', async () => {
    const id = await instrumentId('GOOG');
    const expected = parseCsv(GOOG);
    const all = await api('GET', `/instruments/${id}/candles/`);
    expect(all.body).toMatchObject({ timeframe: '1d', resampled: false });
    expect(all.body.candles).toHaveLength(2148);
    expect(all.body.candles[5]).toEqual({
      time: expected.time[5],
      open: expected.open[5],
      high: expected.high[5],
      low: expected.low[5],
      close: expected.close[5],
      volume: expected.volume[5],
    });
    const year = await api('GET', `/instruments/${id}/candles/?from=2005-01-01&to=2005-12-31`);
    expect(year.body.candles).toHaveLength(252);
    expect(new Date(year.body.candles[0].time).toISOString()).toBe('2005-01-03T00:00:00.000Z');
    const reversed = await api('GET', `/instruments/${id}/candles/?from=2006-01-01&to=2005-12-31`);
    expect(reversed).toMatchObject({ status: 400, body: { code: 'date_range_reversed' } });
  });

  it('resamples weekly and monthly bars from the daily ones', async () => {
    const id = await instrumentId('GOOG');
    const days = (await api('GET', `/instruments/${id}/candles/?from=2004-08-23&to=2004-09-30`)).body.candles;
    const weeks = await api('GET', `/instruments/${id}/candles/?timeframe=1w&from=2004-08-23&to=2004-09-30`);
    expect(weeks.body.resampled).toBe(true);
    const firstWeek = days.slice(0, 5);
    expect(weeks.body.candles[0]).toEqual({
      time: Date.UTC(2004, 7, 23),
      open: firstWeek[0].open,
      high: Math.max(...firstWeek.map((d: { high: number }) => d.high)),
      low: Math.min(...firstWeek.map((d: { low: number }) => d.low)),
      close: firstWeek[4].close,
      volume: firstWeek.reduce((sum: number, d: { volume: number }) => sum + d.volume, 0),
    });
    const months = await api('GET', `/instruments/${id}/candles/?timeframe=1M&from=2004-09-01&to=2004-12-31`);
    expect(
      months.body.candles.map((c: { time: number }) => new Date(c.time).toISOString().slice(0, 7)),
    ).toEqual(['2004-09', '2004-10', '2004-11', '2004-12']);
    const finer = await api('GET', `/instruments/${id}/candles/?timeframe=1h`);
    expect(finer).toMatchObject({ status: 400, body: { code: 'timeframe_too_fine' } });
  });

  it('previews and imports a CSV, and a second import of the same file changes nothing', async () => {
    const created = await api(
      'POST',
      '/instruments/',
      b3Instrument('WEGE3', { name: 'WEG ON', shared: true }),
      { token: admin.accessToken },
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const content = GOOG.split('\n').slice(0, 101).join('\n');
    const preview = await api(
      'POST',
      `/instruments/${id}/candles/import/preview/`,
      { content },
      { token: admin.accessToken },
    );
    expect(preview.body).toMatchObject({ rows: 100, inserted: 100, updated: 0, errors: [] });
    expect((await api('GET', `/instruments/${id}/`)).body.candle_count).toBe(0);
    const imported = await api(
      'POST',
      `/instruments/${id}/candles/import/`,
      { content },
      { token: admin.accessToken },
    );
    expect(imported.body).toMatchObject({ rows: 100, inserted: 100, timeframe: '1d' });
    expect((await api('GET', `/instruments/${id}/`)).body.candle_count).toBe(100);
    const again = await api(
      'POST',
      `/instruments/${id}/candles/import/`,
      { content },
      { token: admin.accessToken },
    );
    expect(again.body).toMatchObject({ inserted: 0, updated: 0, unchanged: 100 });
    const changedLine = content.split('\n')[100]!.replace(/,(\d+)\r?$/, ',1');
    const revised = [...content.split('\n').slice(0, 100), changedLine].join('\n');
    const update = await api(
      'POST',
      `/instruments/${id}/candles/import/`,
      { content: revised },
      { token: admin.accessToken },
    );
    expect(update.body).toMatchObject({ inserted: 0, updated: 1, unchanged: 99 });
  });

  it('names each asset a file holds other than the instrument’s, with the one it most likely meant', async () => {
    const id = await instrumentId('PETR4');
    // Profit/B3's headerless export: the ticker, then the day's bar.
    const line = (symbol: string, day: number) => `${symbol};0${day}/01/2024;10,00;11,00;9,50;10,50;1000`;
    const send = (path: string, lines: string[], lang = 'pt-BR') =>
      api(
        'POST',
        `/instruments/${id}/candles/${path}`,
        { content: lines.join('\n') },
        { token: admin.accessToken, lang },
      );
    const own = await send('import/preview/', [line('PETR4', 2), line('PETR4', 3)]);
    expect(own.body).toMatchObject({ rows: 2, errors: [] });
    const mixed = [line('PETR4', 2), line('VALE3', 3), line('PETR3', 4), line('XPTO11', 5), line('VALE3', 8)];
    const preview = await send('import/preview/', mixed);
    expect(preview.body.errors.map((e: any) => [e.row, e.column, e.code, e.message])).toEqual([
      [2, 'ticker', 'csv_symbol_other', 'as velas são de VALE3, não deste instrumento: importe-as em VALE3.'],
      [3, 'ticker', 'csv_symbol_meant', 'ativo “PETR3” não cadastrado. Você quis dizer “PETR4”?'],
      [4, 'ticker', 'csv_symbol_unknown', 'ativo “XPTO11” não cadastrado; este instrumento é PETR4.'],
    ]);
    const refused = await send('import/', mixed, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      'File rejected: 3 problems; the first at row 2, column ticker: the candles are VALE3’s, not this instrument’s: import them into VALE3. Nothing was saved.',
    );
  });

  it('refuses a bad CSV whole, naming the row and the column, and writes nothing', async () => {
    const id = await instrumentId('GOOG');
    const lines = GOOG.split('\n');
    lines[3] = lines[3]!.replace(/^([^,]*,)[^,]*/, '$1abc');
    lines[7] = lines[7]!.replace(/^([^,]*,[^,]*,)[^,]*/, '$1-1');
    const content = lines.join('\n');
    const preview = await api(
      'POST',
      `/instruments/${id}/candles/import/preview/`,
      { content },
      { token: admin.accessToken },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.errors.slice(0, 2)).toEqual([
      { row: 4, column: 'open', code: 'csv_not_a_number', message: 'não é um número.' },
      {
        row: 8,
        column: 'high',
        code: 'csv_high_below',
        message: 'a máxima está abaixo da abertura ou do fechamento.',
      },
    ]);
    const before = (await api('GET', `/instruments/${id}/candles/`)).body.candles;
    const refused = await api(
      'POST',
      `/instruments/${id}/candles/import/`,
      { content },
      { token: admin.accessToken, lang: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('csv_rejected');
    expect(refused.body.detail).toMatch(
      /^File rejected: \d+ problems; the first at row 4, column open: not a number\./,
    );
    expect(refused.body.fields['4.open']).toEqual(['not a number.']);
    expect(refused.body.fields['8.high']).toEqual(['the high is below the open or the close.']);
    expect((await api('GET', `/instruments/${id}/candles/`)).body.candles).toEqual(before);
  });

  it('refuses a role without Backtest', async () => {
    const usuario = (await login(server, 'usuario@alvorada.dev')).accessToken;
    expect((await api('GET', '/instruments/', undefined, { token: usuario })).status).toBe(403);
    expect((await api('GET', '/strategies/', undefined, { token: usuario })).status).toBe(403);
    expect((await api('POST', '/backtests/', {}, { token: usuario })).status).toBe(403);
  });
});

describe('strategies', () => {
  const smaCross = { kind: 'built_in', built_in: 'sma-cross', params: { n1: 10, n2: 20 } };
  let other: string;

  beforeAll(async () => {
    const res = await call(server, 'POST', '/api/admin/users/', {
      token: admin.accessToken,
      body: {
        email: 'outra@alvorada.dev',
        username: 'outra',
        full_name: 'Outra Trader',
        role: 'Trader',
        password: 'Segredo123',
      },
    });
    expect(res.status).toBe(201);
    other = (await login(server, 'outra@alvorada.dev', 'Segredo123')).accessToken;
  });

  it('editing the definition makes a new version; renaming does not', async () => {
    const created = await api('POST', '/strategies/', { name: 'Médias', definition: smaCross });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, definition: { ...smaCross, risk: {} } });
    const { id, version_id: first } = created.body;
    const renamed = await api('PATCH', `/strategies/${id}/`, { name: 'Médias 10/20' });
    expect(renamed.body).toMatchObject({ name: 'Médias 10/20', version: 1, version_id: first });
    const edited = await api('PATCH', `/strategies/${id}/`, {
      definition: { ...smaCross, params: { n1: 5, n2: 20 } },
    });
    expect(edited.body.version).toBe(2);
    expect(edited.body.version_id).not.toBe(first);
    const versions = await api('GET', `/strategies/${id}/versions/`);
    expect(
      versions.body.map((v: { version: number; definition: { params: object } }) => [
        v.version,
        v.definition.params,
      ]),
    ).toEqual([
      [1, { n1: 10, n2: 20 }],
      [2, { n1: 5, n2: 20 }],
    ]);
  });

  it('a user sees and edits only their own; an administrator sees every one', async () => {
    const mine = (await api('POST', '/strategies/', { name: 'Só minha', definition: smaCross })).body;
    const theirs = await api('GET', '/strategies/?page_size=100', undefined, { token: other });
    expect(theirs.body.count).toBe(0);
    expect((await api('GET', `/strategies/${mine.id}/`, undefined, { token: other })).status).toBe(404);
    expect((await api('PATCH', `/strategies/${mine.id}/`, { name: 'x' }, { token: other })).status).toBe(404);
    expect((await api('DELETE', `/strategies/${mine.id}/`, undefined, { token: other })).status).toBe(404);
    const all = await api('GET', '/strategies/?page_size=100&search=minha', undefined, {
      token: admin.accessToken,
    });
    expect(all.body.results.map((s: { id: number }) => s.id)).toContain(mine.id);
    expect((await api('DELETE', `/strategies/${mine.id}/`)).status).toBe(204);
    expect((await api('GET', `/strategies/${mine.id}/`)).status).toBe(404);
  });

  it('refuses parameters a built-in does not take and rule sets the engine would not accept', async () => {
    const badParam = await api('POST', '/strategies/', {
      name: 'x',
      definition: { ...smaCross, params: { n1: 0, fast: 3 } },
    });
    expect(badParam.status).toBe(400);
    expect(Object.keys(badParam.body.fields).sort()).toEqual([
      'definition.params.fast',
      'definition.params.n1',
    ]);
    const rules = JSON.parse(
      readFileSync(
        new URL('../../../packages/backtest/test/fixtures/rules/sma-cross.json', import.meta.url),
        'utf8',
      ),
    );
    const good = await api('POST', '/strategies/', { name: 'Regras', definition: { kind: 'rules', rules } });
    expect(good.status).toBe(201);
    rules.entry.long.left.period = -3;
    const bad = await api('POST', '/strategies/', {
      name: 'Regras ruins',
      definition: { kind: 'rules', rules },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['definition.rules.entry.long.left.period']);
    const count = (await api('GET', '/strategies/?search=ruins')).body.count;
    expect(count).toBe(0);
  });
});
