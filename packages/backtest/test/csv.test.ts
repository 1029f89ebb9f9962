import { describe, expect, it } from 'vitest';
import { CsvFormatError, type CsvProblem, parseCsv } from '../src/index.ts';
import { loadMarketData } from './csv-market-data.ts';

const utc = (iso: string): number => Date.parse(`${iso}Z`);

function problemsOf(text: string): CsvProblem[] {
  try {
    parseCsv(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvFormatError);
    return (error as CsvFormatError).problems;
  }
  throw new Error('expected a CsvFormatError');
}

describe('parseCsv layouts', () => {
  it('reads the pandas layout (empty index header)', () => {
    const data = parseCsv(
      ',Open,High,Low,Close,Volume\n2017-04-19 09:00:00,1.0716,1.0722,1.07083,1.07219,1413\n',
    );
    expect(data.time).toEqual(Float64Array.of(utc('2017-04-19T09:00:00')));
    expect([data.open[0], data.high[0], data.low[0], data.close[0], data.volume[0]]).toEqual([
      1.0716, 1.0722, 1.07083, 1.07219, 1413,
    ]);
  });

  it('reads Yahoo Finance, using Close rather than Adj Close', () => {
    const data = parseCsv(
      'Date,Open,High,Low,Close,Adj Close,Volume\n2024-01-02,187.15,188.44,183.89,185.64,184.94,82488700\n' +
        '2024-01-03,184.22,185.88,183.43,184.25,183.55,58414500\n',
    );
    expect(Array.from(data.time)).toEqual([utc('2024-01-02T00:00:00'), utc('2024-01-03T00:00:00')]);
    expect(Array.from(data.close)).toEqual([185.64, 184.25]);
    expect(Array.from(data.volume)).toEqual([82488700, 58414500]);
  });

  it('reads MetaTrader 5 tab exports with <DATE> and <TIME> columns', () => {
    const data = parseCsv(
      '<DATE>\t<TIME>\t<OPEN>\t<HIGH>\t<LOW>\t<CLOSE>\t<TICKVOL>\t<VOL>\t<SPREAD>\r\n' +
        '2024.01.02\t00:00:00\t1.10427\t1.10449\t1.10396\t1.10421\t311\t0\t5\r\n' +
        '2024.01.02\t01:00:00\t1.10421\t1.10460\t1.10405\t1.10444\t402\t0\t4\r\n',
    );
    expect(Array.from(data.time)).toEqual([utc('2024-01-02T00:00:00'), utc('2024-01-02T01:00:00')]);
    expect(Array.from(data.high)).toEqual([1.10449, 1.1046]);
    expect(Array.from(data.volume)).toEqual([0, 0]);
  });

  it('takes the volume from the column named by volumeColumn', () => {
    const data = parseCsv(
      '<DATE>\t<TIME>\t<OPEN>\t<HIGH>\t<LOW>\t<CLOSE>\t<TICKVOL>\t<VOL>\n2024.01.02\t00:00\t1\t2\t0.5\t1.5\t311\t0\n',
      { volumeColumn: '<TICKVOL>' },
    );
    expect(Array.from(data.volume)).toEqual([311]);
    expect(() =>
      parseCsv('Date,Open,High,Low,Close\n2024-01-02,1,2,0.5,1.5\n', { volumeColumn: 'Qty' }),
    ).toThrow(/no volume column/);
  });

  it('reads headerless MetaTrader 4 comma exports', () => {
    const data = parseCsv(
      '2024.01.02,00:00,1.10427,1.10449,1.10396,1.10421,311\n2024.01.02,00:01,1.1042,1.1045,1.104,1.1044,12\n',
    );
    expect(Array.from(data.time)).toEqual([utc('2024-01-02T00:00:00'), utc('2024-01-02T00:01:00')]);
    expect(Array.from(data.open)).toEqual([1.10427, 1.1042]);
    expect(Array.from(data.volume)).toEqual([311, 12]);
  });

  it('reads Binance klines (no header, 12 columns, open time in ms or µs)', () => {
    const kline = (time: string) =>
      `${time},42283.58,42554.57,42261.02,42475.23,1.27,1704153659999,53912.28,120,0.61,25901.77,0`;
    const data = parseCsv(`${kline('1704153600000')}\n${kline('1704153660000000')}\n`);
    expect(Array.from(data.time)).toEqual([utc('2024-01-02T00:00:00'), utc('2024-01-02T00:01:00')]);
    expect(data.open[0]).toBe(42283.58);
    expect(data.close[1]).toBe(42475.23);
    expect(data.volume[0]).toBe(1.27);
  });

  it('reads Profit/B3 exports: `;`, decimal commas, dd/mm/yyyy, newest first', () => {
    const data = parseCsv(
      'Ativo;Data;Hora;Abertura;Máximo;Mínimo;Fechamento;Volume;Quantidade\n' +
        'PETR4;03/01/2024;10:05:00;37,60;37,90;37,50;37,85;1.234.567,50;32800\n' +
        'PETR4;03/01/2024;10:00:00;37,50;37,80;37,40;37,60;987.654,25;26300\n',
      { utcOffsetMinutes: -180 },
    );
    expect(Array.from(data.time)).toEqual([utc('2024-01-03T13:00:00'), utc('2024-01-03T13:05:00')]);
    expect(Array.from(data.open)).toEqual([37.5, 37.6]);
    expect(Array.from(data.volume)).toEqual([987654.25, 1234567.5]);
  });

  it('reads headerless Profit daily rows with a ticker column', () => {
    const data = parseCsv(
      'PETR4;02/01/2024;37,50;37,80;37,40;37,60;1000\nPETR4;03/01/2024;37,60;38;37,5;37,9;2000\n',
    );
    expect(Array.from(data.time)).toEqual([utc('2024-01-02T00:00:00'), utc('2024-01-03T00:00:00')]);
    expect(Array.from(data.close)).toEqual([37.6, 37.9]);
  });

  it('reads month-first slash dates when asked', () => {
    const data = parseCsv('Date,Open,High,Low,Close\n01/02/2024,1,2,0.5,1.5\n', { monthFirst: true });
    expect(data.time[0]).toBe(utc('2024-01-02T00:00:00'));
  });

  it('fills volume with zeros when there is none', () => {
    const data = parseCsv('Date,Open,High,Low,Close\n2024-01-02,1,2,0.5,1.5\n2024-01-03,1,2,0.5,1.5\n');
    expect(Array.from(data.volume)).toEqual([0, 0]);
  });

  it('tolerates a BOM, CRLF, quotes, surrounding spaces, blank lines and explicit zones', () => {
    const data = parseCsv(
      '\uFEFF"Date","Open","High","Low","Close"\r\n\r\n"2024-01-02T10:00:00+02:00", 1 ,2,0.5,"1.5"\r\n\r\n' +
        '2024-01-02T09:00:00.250Z,1,2,0.5,1.5\r\n',
    );
    expect(Array.from(data.time)).toEqual([utc('2024-01-02T08:00:00'), utc('2024-01-02T09:00:00.250')]);
    expect(Array.from(data.open)).toEqual([1, 1]);
  });

  it('parses numbers exactly as Number() does', () => {
    const values = ['0.1', '123456.789012345', '-0.000123', '1e-5', '99999999999999999', '.5', '7'];
    const data = parseCsv(
      `Date,Open,High,Low,Close\n${values.map((v, i) => `2024-01-${10 + i},${v},${v},${v},${v}`).join('\n')}`,
    );
    expect(Array.from(data.open)).toEqual(values.map(Number));
  });

  it('reads UTF-8 bytes: BOM, CRLF, quoted exponents, 17-digit mantissas, epoch times past 15 digits', () => {
    const text =
      '\uFEFFDate;Open;High;Low;Close\r\n1704153600000000;"1.5E1";99.83099999999999;1e-3;2.5\r\n' +
      '1704153660000001; 15 ;100.27699999999999;0.001;2.5\r\n';
    const data = parseCsv(new TextEncoder().encode(text));
    expect(Array.from(data.time)).toEqual([utc('2024-01-02T00:00:00'), utc('2024-01-02T00:01:00')]);
    expect(Array.from(data.open)).toEqual([15, 15]);
    expect(Array.from(data.high)).toEqual([99.83099999999999, 100.27699999999999]);
    expect(Array.from(data.low)).toEqual([0.001, 0.001]);
  });
});

describe('parseCsv validation', () => {
  it('reports every problem with its row and column', () => {
    const problems = problemsOf(
      [
        'Date,Open,High,Low,Close,Volume',
        '2024-01-02,10,11,9,10.5,100', // row 2: fine
        '2024-01-03,10,x,9,10.5,100', // row 3: high not a number
        '2024-02-30,10,11,9,10.5,100', // row 4: impossible date
        '2024-01-05,10,10.2,9,10.5,100', // row 5: high below close
        '2024-01-06,10,11,10.1,10.5,100', // row 6: low above open
        '2024-01-07,10,11,9,10.5,-1', // row 7: negative volume
        '2024-01-07,10,11,9,10.5,100', // row 8: duplicate of row 7
        '2024-01-06,10,11,9,10.5,100', // row 9: before row 8
        '2024-01-10,10,11,9,,100', // row 10: missing close
        '2024-01-11,10,11,9', // row 11: missing fields
        '2024-01-12,NaN,11,9,10.5,100', // row 12: open not a number
      ].join('\n'),
    );
    expect(problems.map(({ row, column }) => [row, column])).toEqual([
      [3, 'high'],
      [4, 'time'],
      [5, 'high'],
      [6, 'low'],
      [7, 'volume'],
      [8, 'time'],
      [9, 'time'],
      [10, 'close'],
      [11, 'close'],
      [12, 'open'],
    ]);
    expect(problems[2].message).toBe('high 10.2 is below close 10.5');
    expect(problems[3].message).toBe('low 10.1 is above open 10');
    expect(problems[5].message).toBe('duplicate time (same as row 7)');
    expect(problems[6].message).toBe('time out of order (before row 8)');
  });

  it('reports problems in UTF-8 bytes with the text of the fields', () => {
    const bytes = new TextEncoder().encode('Date,Open,High,Low,Close\n2024-01-02 10:00é,1,2,,ção\n');
    expect(() => parseCsv(bytes)).toThrow(
      '3 problems in CSV data:\n  row 2, time: not a date/time: "2024-01-02 10:00é"\n' +
        '  row 2, low: missing value\n  row 2, close: not a number: "ção"',
    );
  });

  it('lists the problems in the error message', () => {
    expect(() => parseCsv('Date,Open,High,Low,Close\n2024-01-02,1,0.5,0.4,1\n')).toThrow(
      '1 problem in CSV data:\n  row 2, high: high 0.5 is below open 1',
    );
  });

  it('names the columns a header lacks', () => {
    expect(problemsOf('Date,Open,Close\n2024-01-02,1,1\n')).toEqual([
      { row: 1, column: 'high', message: 'no high column in the header' },
      { row: 1, column: 'low', message: 'no low column in the header' },
    ]);
  });

  it('rejects text without data', () => {
    expect(problemsOf('\n\n')).toEqual([{ row: 1, column: '', message: 'no data' }]);
    expect(problemsOf('Date,Open,High,Low,Close\n')).toEqual([
      { row: 1, column: '', message: 'no data rows' },
    ]);
  });
});

describe('parseCsv on the bundled market data', () => {
  const cases = [
    ['GOOG.csv', 2148, '2004-08-19T00:00:00', 100, '2013-03-01T00:00:00', 806.19],
    ['EURUSD.csv', 5000, '2017-04-19T09:00:00', 1.0716, '2018-02-07T15:00:00', 1.22904],
    ['BTCUSD.csv', 156, '2012-01-31T00:00:00', 4.58, '2024-12-31T00:00:00', 93381],
  ] as const;
  it.each(cases)(
    '%s has %i bars with the right first and last values',
    (name, bars, first, open, last, close) => {
      const data = loadMarketData(name);
      expect(data.close).toHaveLength(bars);
      expect(data.time[0]).toBe(utc(first));
      expect(data.open[0]).toBe(open);
      expect(data.time[bars - 1]).toBe(utc(last));
      expect(data.close[bars - 1]).toBe(close);
    },
  );
});
