import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { wallClockTime } from '../wall-clock.ts';
import type { Locale } from '@alvorada/contracts';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportValue = string | number | Date | null | undefined;

/** One column of an export: its header in the reader's language and how a row gives its value. */
export interface ExportColumn<Row> {
  header: string;
  value(row: Row): ExportValue;
  /**
   * `money`: integer centavos, written as reais; `day`: a calendar day (`YYYY-MM-DD`), without a time;
   * `percent`: a ratio (0.15), shown as 15,00 %.
   */
  kind?: 'text' | 'number' | 'money' | 'date' | 'day' | 'percent';
  width?: number;
}

export interface ExportRequest<Row> {
  format: ExportFormat;
  locale: Locale;
  /** Without extension; a date stamp is added. */
  name: string;
  columns: ExportColumn<Row>[];
  batches: AsyncIterable<Row[]>;
  /**
   * The reader's IANA time zone: date-and-time columns are written in it, their headers naming it
   * ("Criado em (America/Sao_Paulo)"). Without it they are UTC, unnamed.
   */
  timeZone?: string;
}

/** What a spreadsheet in that language expects: pt-BR and fr Excel split on `;` and read `1,5` as a number. */
const usesComma = (locale: Locale) => locale === 'pt-BR' || locale === 'fr';

/** A cell a spreadsheet would run as a formula is written as text. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function cellValue<Row>(column: ExportColumn<Row>, row: Row): ExportValue {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'money') return Number(value) / 100;
  if (column.kind === 'date' || column.kind === 'day')
    return value instanceof Date ? value : new Date(String(value));
  if (column.kind === 'number' || column.kind === 'percent') return Number(value);
  return inert(String(value));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO-style local-free date and time (UTC), which Excel reads as a date in every language. */
const csvDate = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

function csvLines<Row>(request: ExportRequest<Row>): AsyncIterable<string> {
  const separator = usesComma(request.locale) ? ';' : ',';
  const text = (value: ExportValue, column: ExportColumn<Row>): string => {
    if (value === null || value === undefined) return '';
    if (value instanceof Date) return column.kind === 'day' ? csvDate(value).slice(0, 10) : csvDate(value);
    if (typeof value === 'number') {
      const plain = column.kind === 'percent' ? `${(value * 100).toFixed(2)}%` : String(value);
      return usesComma(request.locale) ? plain.replace('.', ',') : plain;
    }
    return /[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  };
  const line = (values: ExportValue[]) =>
    `${values.map((value, i) => text(value, request.columns[i]!)).join(separator)}\r\n`;
  return (async function* () {
    // The byte-order mark makes spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${line(request.columns.map((c) => c.header))}`;
    for await (const rows of request.batches)
      yield rows.map((row) => line(request.columns.map((c) => cellValue(c, row)))).join('');
  })();
}

const NUMBER_FORMATS: Partial<Record<NonNullable<ExportColumn<unknown>['kind']>, string>> = {
  date: 'yyyy-mm-dd hh:mm',
  day: 'yyyy-mm-dd',
  money: '#,##0.00',
  percent: '0.00%',
};

const sheetColumns = <Row>(columns: ExportColumn<Row>[]) =>
  columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? (c.kind === 'date' ? 20 : 18),
    style: c.kind && NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`, unique in its workbook. */
function sheetName(name: string, taken: Set<string>) {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 28)
      .trim() || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Several tables as the sheets of one XLSX file, in memory: a file that is stored (a generated report)
 * rather than streamed. Cells follow the same rules as the streamed export.
 */
export async function xlsxWorkbook<Row>(
  sheets: { name: string; columns: ExportColumn<Row>[]; rows: Row[] }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const taken = new Set<string>();
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(sheetName(s.name, taken));
    sheet.columns = sheetColumns(s.columns);
    sheet.getRow(1).font = { bold: true };
    for (const row of s.rows) sheet.addRow(s.columns.map((c) => cellValue(c, row)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function xlsxStream<Row>(request: ExportRequest<Row>): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  // Arabic reads from the right: its sheet starts at the right edge, column A rightmost.
  const sheet = workbook.addWorksheet(request.name, { views: [{ rightToLeft: request.locale === 'ar' }] });
  sheet.columns = sheetColumns(request.columns);
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const rows of request.batches)
      for (const row of rows) sheet.addRow(request.columns.map((c) => cellValue(c, row))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

/**
 * Reads the first batch now, so a query the database refuses (a bad ordering, a bad filter) still answers
 * an error instead of cutting a download whose headers were already sent.
 */
async function startedBatches<Row>(batches: AsyncIterable<Row[]>): Promise<AsyncIterable<Row[]>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

/** Date-and-time columns in the reader's time zone, named in their headers. */
const inTimeZone = <Row>(columns: ExportColumn<Row>[], zone: string): ExportColumn<Row>[] =>
  columns.map((column) =>
    column.kind === 'date'
      ? {
          ...column,
          header: `${column.header} (${zone})`,
          value: (row) => {
            const value = column.value(row);
            return value === null || value === undefined || value === ''
              ? value
              : new Date(wallClockTime(value instanceof Date ? value : new Date(String(value)), zone));
          },
        }
      : column,
  );

/** Sends a list as a CSV or XLSX download, streamed batch by batch. */
export async function sendExport<Row>(reply: FastifyReply, exportRequest: ExportRequest<Row>) {
  const request = {
    ...exportRequest,
    columns: exportRequest.timeZone
      ? inTimeZone(exportRequest.columns, exportRequest.timeZone)
      : exportRequest.columns,
    batches: await startedBatches(exportRequest.batches),
  };
  const stamp = new Date().toISOString().slice(0, 10);
  reply.header('content-disposition', `attachment; filename="${request.name}-${stamp}.${request.format}"`);
  if (request.format === 'xlsx')
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(xlsxStream(request));
  return reply.type('text/csv; charset=utf-8').send(Readable.from(csvLines(request)));
}
