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
/** Reasons the server gives as codes; anything else is a figure or an error text shown as is. */
const REASONS = ['not_configured', 'timed_out'];

/** Each check of a run: name, outcome, time and what it found or why it was skipped. */
export function SelfCheckResults({ results }: { results: SelfCheckResult[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
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
            <TableCell dir="auto">
              {REASONS.includes(r.detail) ? t(`development.tests.reasons.${r.detail}`) : r.detail}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
