import type { TFunction } from 'i18next';
import { REPORT_PARAMS, type Report, type ReportSummary } from '@alvorada/contracts';

/**
 * A report's parameters in words: months formatted, records by the names the server sent, else by the
 * page's options, else as removed.
 */
export function describeReport(
  report: Pick<Report, 'params' | 'param_names'>,
  options: ReportSummary['options'] | undefined,
  t: TFunction,
  month: (value: string) => string,
) {
  const parts = REPORT_PARAMS.flatMap((name) => {
    const value = report.params[name];
    if (value === undefined) return [];
    const label = t(`energy.reports.params.${name}`);
    if (name === 'month' || name === 'from' || name === 'to') return [`${label}: ${month(String(value))}`];
    const list =
      name === 'plant_id' ? options?.plants : name === 'distributor_id' ? options?.distributors : undefined;
    const named = report.param_names[name] ?? list?.find((item) => item.id === value)?.name;
    return [`${label}: ${named ?? t('energy.reports.params.removed')}`];
  });
  return parts.length ? parts.join(' · ') : t('energy.reports.params.none');
}
