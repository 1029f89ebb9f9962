import { pageByName, type Locale } from '@alvorada/contracts';
import { translate, type MessageCode } from '../../../platform/http/messages.ts';

/** A table cell stays on its line and inside its column whatever the record's name holds. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
/** Link text holds no brackets and a link's target no parenthesis or space: neither ends the link early. */
const label = (text: string) => text.replace(/\[/g, '(').replace(/\]/g, ')');
const target = (path: string) =>
  path.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);

/**
 * What the presenters write with: translated texts, and numbers, money, percentages, dates and months as the
 * reader's language writes them; Markdown tables and links the agent page renders.
 */
export function formatFor(locale: Locale) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const brl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dash = '—';
  const known = (value: unknown): value is number | string =>
    value !== null && value !== undefined && value !== '' && !Number.isNaN(Number(value));
  return {
    locale,
    t: (code: MessageCode, params: Record<string, string | number> = {}) => translate(code, locale, params),
    number: (value: unknown) => (known(value) ? number.format(Number(value)) : dash),
    kwh: (value: unknown) => (known(value) ? `${number.format(Number(value))} kWh` : dash),
    /** An amount in centavos of BRL. */
    centavos: (value: unknown) => (known(value) ? brl.format(Number(value) / 100) : dash),
    /** An amount in BRL, or in the currency named. */
    money: (value: unknown, currency = 'BRL') => {
      if (!known(value)) return dash;
      const code = /^[A-Z]{3}$/.test(currency) ? currency : 'BRL';
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(Number(value));
    },
    /** A fraction: 0.05 is 5 %. */
    ratio: (value: unknown) => (known(value) ? percent.format(Number(value)) : dash),
    /** A number already in percent: 5 is 5 %. */
    percent: (value: unknown) => (known(value) ? percent.format(Number(value) / 100) : dash),
    date: (value: unknown) => {
      const at = typeof value === 'string' ? new Date(value) : null;
      return at && !Number.isNaN(at.getTime()) ? day.format(at) : dash;
    },
    /** `2026-03` as "março de 2026". */
    month: (value: unknown) =>
      typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? month.format(new Date(`${value}-01`)) : dash,
    link: (text: string, path: string) => `[${label(text)}](${target(path)})`,
    /** A Markdown table under translated headers; nothing when there are no rows. */
    table(headers: MessageCode[], rows: string[][]) {
      if (!rows.length) return '';
      const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
      return [
        line(headers.map((code) => translate(code, locale))),
        line(headers.map(() => '---')),
        ...rows.map(line),
      ].join('\n');
    },
  };
}

export type Format = ReturnType<typeof formatFor>;

/** A presenter: a tool's result in words (and a table for lists), in the reader's language. */
export type Presenter = (result: never, f: Format) => string;

/** The paragraphs of an answer, those left empty dropped. */
export const paragraphs = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

/** A record's page: the page catalogue's path with the record's id. */
export const recordPath = (page: string, id: number) => pageByName(page)!.path.replace(':id', String(id));
