import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Grid from '@mui/material/Grid';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import type { StatName } from '@alvorada/backtest';
import { useTranslation } from 'react-i18next';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { STAT_KEYS, STAT_NAMES, type StatFormat } from './stat-format.ts';

/** The figures a reader looks at first. */
const HEADLINE: StatName[] = [
  'Equity Final [$]',
  'Return [%]',
  'Max. Drawdown [%]',
  'Sharpe Ratio',
  '# Trades',
  'Win Rate [%]',
  'Profit Factor',
  'Buy & Hold Return [%]',
];

/** A backtest's statistics: the headline ones as cards, every one in a table, each with its definition. */
export function BacktestStats({
  stats,
  format,
  narrow,
}: {
  stats: Record<string, number | null>;
  format: StatFormat;
  /** Two cards a row, for a half-width column. */
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const label = (name: StatName) => t(`trading.stats.${STAT_KEYS[name]}.label`);
  const definition = (name: StatName) => t(`trading.stats.${STAT_KEYS[name]}.def`);
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {HEADLINE.map((name) => (
          <Grid key={name} size={narrow ? { xs: 6 } : { xs: 6, md: 3 }}>
            <KpiCard
              label={label(name)}
              definition={definition(name)}
              value={format.stat(name, stats[name])}
            />
          </Grid>
        ))}
      </Grid>
      <Accordion disableGutters variant="outlined" sx={{ mb: 2 }}>
        <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
          <Typography component="h3" variant="subtitle1">
            {t('trading.backtest.result.allStats')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <SimpleTable size="small">
            {STAT_NAMES.filter((name) => name in stats).map((name) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  <Tooltip title={definition(name)} placement="top-start" describeChild>
                    <span tabIndex={0}>{label(name)}</span>
                  </Tooltip>
                </TableCell>
                <TableCell align="right" data-stat={name}>
                  {format.stat(name, stats[name])}
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        </AccordionDetails>
      </Accordion>
    </>
  );
}
