import type { ReportFormat, ReportType } from '@alvorada/contracts';
import type { ReportContent } from './report-content.ts';
import type { BuildContext } from './report-build-context.ts';
import { investorReport, monthlyGeneration, regulatoryReport } from './report-build-plants.ts';
import { allocationForm, creditStatement, savingsStatement } from './report-build-customers.ts';
import { billCheck, financeReport } from './report-build-finance.ts';
import { renderPdf } from './report-pdf.ts';
import { tableDocument } from './report-documents/table-document.ts';
import { reportXlsx } from './report-xlsx.ts';

const BUILDERS: Record<ReportType, (ctx: BuildContext) => Promise<ReportContent>> = {
  geracao_mensal: monthlyGeneration,
  demonstrativo_economia: savingsStatement,
  extrato_creditos: creditStatement,
  conferencia_faturas: billCheck,
  rateio_vigente: allocationForm,
  financeiro: financeReport,
  investidor_usina: investorReport,
  regulatorio: regulatoryReport,
};

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A report's content, read through the services the pages use. */
export const buildReport = (type: ReportType, ctx: BuildContext) => BUILDERS[type](ctx);

/** The report's file in its format. */
export async function reportFile(
  content: ReportContent,
  format: ReportFormat,
  ctx: BuildContext,
  at = new Date(),
) {
  return format === 'pdf'
    ? renderPdf(tableDocument(content, ctx.locale, at))
    : reportXlsx(content, (key) => ctx.text(key));
}
