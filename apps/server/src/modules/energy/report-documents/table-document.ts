import { createElement as h, type ReactElement } from 'react';
import { Document, Page, StyleSheet, Text, View, type DocumentProps } from '@react-pdf/renderer';
import { APP_TITLE, type Locale } from '@alvorada/contracts';
import type { Cell, CellKind, ReportContent, ReportTable } from '../report-content.ts';
import { reportFormatters } from '../report-content.ts';
import { label } from '../report-labels.ts';
import { pdfFonts } from '../report-pdf.ts';
import { arabicText } from './bidi-text.ts';

// The app's primary blue, darkened to read as text on white (DESIGN §8).
const PRIMARY = '#1f4fb8';
const MUTED = '#5b6472';
const RULE = '#d5d9e0';

const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 48, paddingHorizontal: 36, fontSize: 9, color: '#1c2430' },
  brand: { fontSize: 9, color: PRIMARY, fontWeight: 700, marginBottom: 6 },
  title: { fontSize: 16, fontWeight: 700, marginBottom: 4 },
  subtitle: { fontSize: 9, color: MUTED, marginBottom: 2 },
  figures: { flexWrap: 'wrap', marginTop: 14, marginBottom: 4, gap: 8 },
  figure: { border: `1 solid ${RULE}`, borderRadius: 4, padding: 8, minWidth: 110, flexGrow: 1 },
  figureLabel: { fontSize: 8, color: MUTED, marginBottom: 3 },
  figureValue: { fontSize: 12, fontWeight: 700 },
  tableTitle: { fontSize: 11, fontWeight: 700, marginTop: 16, marginBottom: 6 },
  row: { borderBottom: `0.5 solid ${RULE}`, paddingVertical: 3 },
  head: { backgroundColor: '#eef2f9', borderBottom: `1 solid ${PRIMARY}` },
  headText: { fontWeight: 700, fontSize: 8 },
  cell: { paddingHorizontal: 3 },
  empty: { color: MUTED, marginTop: 4 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: MUTED },
});

const NUMERIC: CellKind[] = ['kwh', 'money', 'ratio', 'share', 'number'];

/**
 * Any report as a PDF: a heading with its parameters, its key figures, what the document adds below them (an
 * invoice's PIX code), then its tables (which run onto the next pages with their rows whole), and a footer with
 * the date and page count. Arabic reads right to left.
 */
export function tableDocument(
  content: ReportContent,
  locale: Locale,
  at: Date,
  options: { extra?: ReactElement; subject?: string } = {},
): ReactElement<DocumentProps> {
  const rtl = locale === 'ar';
  const format = reportFormatters(locale);
  const row = rtl ? 'row-reverse' : 'row';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const wide = content.tables.some((t) => t.columns.length > 6);
  // A figure's value sits at the box's start edge: a number's own text alignment does not move it there.
  const edge = { alignSelf: rtl ? 'flex-end' : 'flex-start' };

  const cellText = (kind: CellKind, value: Cell) => format.format(kind, value);
  type LineStyle = Parameters<typeof arabicText>[1];
  /** A line of text; in Arabic, its Latin words and numbers kept in their order (see bidi-text.ts). */
  const line = (
    text: string,
    style: LineStyle,
    align: 'left' | 'right',
    props: Record<string, unknown> = {},
  ) =>
    rtl
      ? arabicText(text, style, align, props)
      : h(Text, { ...props, style: [...style, { textAlign: align }] }, text);

  const table = (t: ReportTable, index: number) => {
    const total = t.columns.reduce((s, c) => s + (c.weight ?? 1), 0);
    const width = (weight = 1) => `${(weight / total) * 100}%`;
    const align = (kind: CellKind) => (NUMERIC.includes(kind) ? end : start);
    return h(
      View,
      { key: index },
      line(t.title, [styles.tableTitle], start, { minPresenceAhead: 40 }),
      h(
        View,
        { style: [styles.row, styles.head, { flexDirection: row }], fixed: false },
        ...t.columns.map((c, i) =>
          line(c.header, [styles.cell, styles.headText, { width: width(c.weight) }], align(c.kind), {
            key: i,
          }),
        ),
      ),
      t.rows.length === 0 ? line(label(locale, 'none'), [styles.empty], start) : null,
      ...t.rows.map((cells, r) =>
        h(
          View,
          { key: r, style: [styles.row, { flexDirection: row }], wrap: false },
          ...t.columns.map((c, i) =>
            line(
              cellText(c.kind, cells[i] ?? null),
              [styles.cell, { width: width(c.weight) }],
              align(c.kind),
              {
                key: i,
              },
            ),
          ),
        ),
      ),
    );
  };

  return h(
    Document,
    {
      title: content.title,
      subject: options.subject,
      author: APP_TITLE,
      language: locale,
      creator: APP_TITLE,
      producer: APP_TITLE,
    },
    h(
      Page,
      {
        size: 'A4',
        orientation: wide ? 'landscape' : 'portrait',
        style: [styles.page, { fontFamily: pdfFonts(locale) as unknown as string }],
      },
      h(Text, { style: [styles.brand, { textAlign: start }] }, APP_TITLE),
      line(content.title, [styles.title], start),
      content.subtitle ? line(content.subtitle, [styles.subtitle], start) : null,
      line(label(locale, 'generatedAt', { date: format.dateTime(at) }), [styles.subtitle], start),
      content.figures.length
        ? h(
            View,
            { style: [styles.figures, { flexDirection: row }] },
            ...content.figures.map((f, i) =>
              h(
                View,
                { key: i, style: styles.figure },
                line(f.label, [styles.figureLabel, edge], start),
                line(cellText(f.kind, f.value), [styles.figureValue, edge], start),
              ),
            ),
          )
        : null,
      options.extra ?? null,
      ...content.tables.map(table),
      h(Text, {
        style: [styles.footer, { textAlign: end }],
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `${content.title} · ${label(locale, 'page', { page: pageNumber, pages: totalPages })}`,
      }),
    ),
  );
}
