import type { ExportColumn } from '../../platform/http/list-export.ts';
import { xlsxWorkbook } from '../../platform/http/list-export.ts';
import type { Cell, CellKind, ReportContent } from './report-content.ts';
import type { LabelKey } from './report-labels.ts';

const KIND: Record<CellKind, ExportColumn<Cell[]>['kind']> = {
  text: 'text',
  month: 'text',
  date: 'date',
  money: 'money',
  kwh: 'number',
  ratio: 'number',
  share: 'number',
  number: 'number',
};

/**
 * A report as a spreadsheet, through the export helper: a first sheet with its key figures (numbers as
 * numbers, amounts in reais), then one sheet per table.
 */
export function reportXlsx(content: ReportContent, text: (key: LabelKey) => string): Promise<Buffer> {
  const summaryRows: Cell[][] = [
    [content.title, null, null],
    [content.subtitle, null, null],
    ...content.figures.map((f): Cell[] => {
      if (typeof f.value === 'string' || f.value === null) return [f.label, null, f.value];
      return [
        f.label,
        f.kind === 'money' ? f.value / 100 : f.value,
        f.kind === 'money' ? 'R$' : f.kind === 'kwh' ? 'kWh' : null,
      ];
    }),
  ];
  const column = (header: string, index: number, kind: CellKind): ExportColumn<Cell[]> => ({
    header,
    kind: KIND[kind],
    width: kind === 'text' ? 28 : 18,
    value: (row) => row[index] ?? null,
  });
  return xlsxWorkbook([
    {
      name: text('summary'),
      columns: [column(text('summary'), 0, 'text'), column('', 1, 'number'), column('', 2, 'text')],
      rows: summaryRows,
    },
    ...content.tables.map((t) => ({
      name: t.title,
      columns: t.columns.map((c, i) => column(c.header, i, c.kind)),
      rows: t.rows,
    })),
  ]);
}
