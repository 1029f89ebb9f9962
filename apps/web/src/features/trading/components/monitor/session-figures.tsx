import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaperSession } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import type { Theme } from '@mui/material/styles';
import { readableShade } from '@/shared/ui/contrast.ts';
import type { StatFormat } from '@/features/trading/components/stat-format.ts';

type Figure = 'equity' | 'pnl' | 'position' | 'bars' | 'fills' | 'trades' | 'lastPrice';

const BRIEF: Figure[] = ['equity', 'pnl', 'position', 'bars'];
const ALL: Figure[] = ['equity', 'pnl', 'position', 'lastPrice', 'bars', 'fills', 'trades'];

/** A gain in green, a loss in red, both readable on the card. */
export const pnlColor = (value: number) => (theme: Theme) =>
  value === 0
    ? {}
    : {
        color: readableShade(
          theme.palette[value > 0 ? 'success' : 'error'].main,
          theme.palette.background.paper,
        ),
      };

/**
 * A session's account at its last bar: equity, result, position and how far it has gone (`all` adds the
 * last price, the fills and the closed trades). Each figure is marked `data-figure` with its name.
 */
export function SessionFigures({
  session,
  format,
  all = false,
}: {
  session: PaperSession;
  format: StatFormat;
  all?: boolean;
}) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const values: Record<Figure, string> = {
    equity: format.money(session.equity),
    pnl: format.signedMoney(session.pnl),
    position:
      session.position === 0
        ? t('trading.monitor.flat')
        : t(session.position > 0 ? 'trading.monitor.long' : 'trading.monitor.short', {
            size: formatters.number(Math.abs(session.position)),
          }),
    lastPrice: session.last_price === null ? '—' : format.price(session.last_price),
    bars: formatters.number(session.bars),
    fills: formatters.number(session.fill_count),
    trades: formatters.number(session.trade_count),
  };
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${all ? 4 : 2}, minmax(0, 1fr))`,
        },
        gap: 1.5,
        m: 0,
      }}
    >
      {(all ? ALL : BRIEF).map((name) => (
        <Box key={name} data-figure={name}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t(`trading.monitor.figure.${name}`)}
          </Typography>
          <Typography
            component="dd"
            variant="subtitle1"
            sx={[{ m: 0, fontWeight: 600 }, name === 'pnl' && pnlColor(session.pnl)]}
          >
            <bdi>{values[name]}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
