import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { SelfCheckResult } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';

const OUTCOME_COLORS = { pass: 'success', fail: 'error', skip: 'default' } as const;
/** Reasons and backends the server gives as codes; figures ("73.6 GiB", "3 ms") read in the reader's numbers. */
const REASONS = ['not_configured', 'timed_out'];
const BACKENDS = ['memory', 'bullmq', 'redis', 'pglite', 'postgres'];
const FIGURE = /^(-?\d+(?:\.\d+)?) (GiB|ms)$/;

/** Each check of a run: name, outcome, time and what it found or why it was skipped. */
export function SelfCheckResults({ results }: { results: SelfCheckResult[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const detailText = (detail: string) => {
    if (REASONS.includes(detail)) return t(`development.tests.reasons.${detail}`);
    if (BACKENDS.includes(detail)) return t(`development.tests.backends.${detail}`);
    const figure = FIGURE.exec(detail);
    return figure ? format.withUnit(Number(figure[1]), figure[2]) : detail;
  };
  return (
    <Table size="small" aria-label={t('development.tests.results')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('development.tests.check')}</TableCell>
          <TableCell>{t('development.tests.outcome')}</TableCell>
          <TableCell align="right">{t('development.tests.duration')}</TableCell>
          <TableCell>{t('development.tests.detail')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.map((r) => (
          <TableRow key={r.name} data-check={r.name} data-outcome={r.outcome}>
            <TableCell>{t(`development.tests.checks.${r.name}`)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={OUTCOME_COLORS[r.outcome]}
                label={t(`development.tests.outcomes.${r.outcome}`)}
              />
            </TableCell>
            <TableCell align="right">{format.withUnit(Math.round(r.duration_ms), 'ms')}</TableCell>
            <TableCell dir="auto">{detailText(r.detail)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
