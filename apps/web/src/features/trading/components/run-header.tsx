import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Run } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { isActive } from '@/features/trading/api/trading-api.ts';
import { DeleteRunButton } from './delete-run-button.tsx';
import { RunProgress } from './run-progress.tsx';
import { RunStateChip } from './run-state-chip.tsx';

/**
 * What a run is (strategy, instrument, period, parameters) and where it stands: live progress with cancel
 * while it runs, the reason when it failed; deleting it once it ended. `actions` go beside the title.
 */
export function RunHeader({ run, actions }: { run: Run; actions?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const timeframe = t(`trading.timeframe.${run.timeframe}`);
  const day = (value: string | null) => (value ? format.date(`${value}T12:00:00Z`) : '…');
  // A search's own parameters are only the values it held; its result names the best ones.
  const params = Object.entries(run.kind === 'backtest' || run.kind === 'monte_carlo' ? run.params : {})
    .map(([name, value]) => `${t(`trading.params.${name}`, { defaultValue: name })} ${format.number(value)}`)
    .join(' · ');

  return (
    <Card aria-busy={isActive(run)}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 240 }}>
            {t('trading.backtest.result.heading', {
              strategy: run.strategy_name,
              version: run.strategy_version,
              symbol: run.symbol,
            })}
          </Typography>
          {actions}
          <DeleteRunButton run={run} />
          <RunStateChip state={run.state} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {run.from || run.to
            ? t('trading.backtest.result.period', { timeframe, from: day(run.from), to: day(run.to) })
            : t('trading.backtest.result.allPeriod', { timeframe })}
        </Typography>
        {params && (
          <Typography variant="body2" color="text.secondary">
            {t('trading.backtest.result.params', { params })}
          </Typography>
        )}
        <RunProgress run={run} />
      </CardContent>
    </Card>
  );
}
