import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaperSession } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RunStateChip } from '@/features/trading/components/run-state-chip.tsx';
import { useStatFormat } from '@/features/trading/components/use-stat-format.ts';
import { SessionActions, sessionName } from './session-actions.tsx';
import { SessionFigures } from './session-figures.tsx';

/** Instrument, timeframe, feed and pace in one line: "GOOG · Diário · Replay · 50 candles/s". */
export function useSessionSummary() {
  const { t } = useTranslation();
  return (session: PaperSession) =>
    t('trading.monitor.summary', {
      symbol: session.symbol,
      timeframe: t(`trading.timeframe.${session.timeframe}`),
      feed: t(`trading.settings.feeds.${session.feed}.name`),
      speed: session.speed,
    });
}

/**
 * A session at a glance, kept current by realtime: its name (a link to `href`, which opens it), where it
 * stands, its account and, when a limit halted it, why; with the actions its state allows.
 */
export function SessionCard({
  session,
  href,
  selected,
  onDeleted,
}: {
  session: PaperSession;
  href: string;
  selected: boolean;
  onDeleted: () => void;
}) {
  const format = useStatFormat(session.instrument_id);
  const summary = useSessionSummary();
  const titleId = `session-${session.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-session={session.id}
      data-state={session.state}
      // The open session is marked by a bar at the start of its card.
      sx={{
        borderInlineStartWidth: 4,
        borderInlineStartStyle: 'solid',
        borderInlineStartColor: (theme) => (selected ? theme.palette.primaryInk : 'transparent'),
      }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography
            variant="subtitle1"
            component="h2"
            id={titleId}
            sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
          >
            <Link
              component={RouterLink}
              to={href}
              aria-current={selected ? 'true' : undefined}
              underline="hover"
              color="inherit"
            >
              {sessionName(session)}
            </Link>
          </Typography>
          <RunStateChip state={session.state} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {summary(session)}
        </Typography>
        {session.state === 'halted' && session.halt_message && (
          <Alert severity="warning" sx={{ mb: 1.5, py: 0 }}>
            {session.halt_message}
          </Alert>
        )}
        <SessionFigures session={session} format={format} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, display: 'block' }}>
        <SessionActions session={session} onDeleted={onDeleted} />
      </CardActions>
    </Card>
  );
}
