import fc from 'fast-check';
import { emptyColumns } from '../src/index.ts';

/** Numbers as market-data exports and hand edits write them, right and wrong. */
export const numberText = fc.oneof(
  fc.double({ min: 0.0001, max: 1e6, noNaN: true }).map(String),
  fc.integer({ min: 0, max: 1_000_000 }).map(String),
  fc
    .double({ min: 1, max: 1000, noNaN: true })
    .map((x) => x.toFixed(fc.sample(fc.integer({ min: 0, max: 8 }), 1)[0])),
  fc.double({ min: 1, max: 1000, noNaN: true }).map((x) => x.toExponential(3)),
  fc.constantFrom('1.5e2', '1E-3', '+12.5', '0012.50', '-0', '.5', '5.', '1,234.5', '1.234,5', '12,5', ''),
  fc.constantFrom('x', 'NaN', 'Infinity', '-1', '0x1A', '1_000', '9007199254740993', '0.30000000000000004'),
  fc.constantFrom('123456789012345678901', '1.7976931348623157e308', '1e400', '٣', 'é'),
);

const pad = (s: string): fc.Arbitrary<string> => fc.constantFrom(s, ` ${s}`, `"${s}"`, `${s} `, ` "${s}" `);

/** Times in the forms the parser reads, plus near misses. */
export const timeText = fc.oneof(
  fc
    .record({
      t: fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2030, 0, 1) }),
      form: fc.integer({ min: 0, max: 9 }),
    })
    .map(({ t, form }) => {
      const iso = new Date(t).toISOString();
      const [d, rest] = iso.split('T');
      const [y, m, day] = d.split('-');
      const hm = rest.slice(0, 5);
      return [
        `${d} ${rest.slice(0, 8)}`,
        `${d}T${rest}`,
        `${d}T${rest.slice(0, 8)}+03:00`,
        `${y}.${m}.${day} ${hm}`,
        `${day}/${m}/${y} ${hm}`,
        `${y}${m}${day}`,
        String(Math.floor(t / 1000)),
        String(t),
        `${t}000`,
        `${d} ${rest.slice(0, 8)}-0300`,
      ][form];
    }),
  fc.constantFrom(
    '2024-02-30',
    '2024-13-01',
    '24-01-02',
    '2024-01-02T25:00',
    '2024-01-02 10:00Z',
    '2024/01/02',
  ),
  fc.constantFrom(
    '2024-01-02 10:00:00.5',
    '12345678',
    '20240230',
    'abc',
    '',
    '2024-01-02 10:00 ',
    '1704153600000000000000',
  ),
);

/** A CSV file: header or not, a delimiter, line endings, blank lines and rows of the fields above. */
export const csvText = fc
  .record({
    header: fc.constantFrom(
      'Date,Open,High,Low,Close,Volume',
      ',Open,High,Low,Close',
      'Date,Time,Open,High,Low,Close',
      '',
    ),
    delimiter: fc.constantFrom(',', ';', '\t'),
    newline: fc.constantFrom('\n', '\r\n'),
    bom: fc.boolean(),
    rows: fc.array(
      fc.oneof(
        {
          weight: 10,
          arbitrary: fc.tuple(
            timeText.chain(pad),
            fc.array(numberText.chain(pad), { minLength: 4, maxLength: 5 }),
          ),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('', '   ', '\r', 'only,two', '\t \t')
            .map((s) => [s, []] as [string, string[]]),
        },
      ),
      { maxLength: 12 },
    ),
  })
  .map(({ header, delimiter, newline, bom, rows }) => {
    const lines = rows.map(([time, values]) => {
      const withTimeOfDay = header.includes('Time')
        ? [time.split(' ')[0], time.split(' ')[1] ?? '00:00']
        : [time];
      return values.length === 0 ? time : [...withTimeOfDay, ...values].join(delimiter);
    });
    const head = header === '' ? [] : [header.replaceAll(',', delimiter)];
    return (bom ? '\uFEFF' : '') + [...head, ...lines].join(newline) + (rows.length % 2 ? newline : '');
  });

const render = fc.constantFrom(
  (x: number) => String(x),
  (x: number) => x.toFixed(2),
  (x: number) => x.toExponential(),
  (x: number) => ` "${x}" `,
  (x: number) => `+${x}`,
);

const timeForm = fc.constantFrom(
  (t: number) => new Date(t).toISOString().replace('T', ' ').slice(0, 19),
  (t: number) => new Date(t).toISOString(),
  (t: number) => String(t),
  (t: number) => `${t / 1000}`,
  (t: number) => new Date(t).toISOString().slice(0, 16).replace(/-/g, '.').replace('T', ' '),
  (t: number) => {
    const [d, rest] = new Date(t).toISOString().split('T');
    const [y, m, day] = d.split('-');
    return `"${day}/${m}/${y} ${rest.slice(0, 8)}"`;
  },
);

/**
 * Well-formed files: consistent bars at increasing (or decreasing) times, in varied spellings, with the
 * values each should parse to (`Number` of the written number, the bar's time in ms).
 */
export const validCsvText = fc
  .record({
    start: fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }),
    bars: fc.array(
      fc.record({
        open: fc.double({ min: 0.001, max: 1e5, noNaN: true }),
        close: fc.double({ min: 0.001, max: 1e5, noNaN: true }),
        up: fc.double({ min: 0, max: 10, noNaN: true }),
        down: fc.double({ min: 0, max: 0.001, noNaN: true }),
        volume: fc.nat(),
        gap: fc.integer({ min: 1, max: 5000 }),
      }),
      { minLength: 1, maxLength: 20 },
    ),
    format: render,
    time: timeForm,
    delimiter: fc.constantFrom(',', ';', '\t'),
    newline: fc.constantFrom('\n', '\r\n'),
    header: fc.boolean(),
    descending: fc.boolean(),
  })
  .map(({ start, bars, format, time, delimiter, newline, header, descending }) => {
    let minute = start;
    const expected = emptyColumns();
    const lines = bars.map((b) => {
      minute += b.gap;
      const high = Math.max(b.open, b.close) + b.up;
      const low = Math.min(b.open, b.close) * (1 - b.down);
      const values = [b.open, high, low, b.close].map(format);
      (['open', 'high', 'low', 'close'] as const).forEach((key, k) =>
        expected[key].push(Number(values[k].replace(/[ "]/g, ''))),
      );
      expected.time.push(minute * 60_000);
      expected.volume.push(b.volume);
      return [time(minute * 60_000), ...values, String(b.volume)].join(delimiter);
    });
    if (descending) lines.reverse();
    const head = header ? [['Date', 'Open', 'High', 'Low', 'Close', 'Volume'].join(delimiter)] : [];
    return { text: [...head, ...lines].join(newline) + newline, expected };
  });
