import { lazy, memo, useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import type { PaperSession } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import {
  sessionTradesQuery,
  useMoveSession,
  useSession,
  useSessionBars,
  useSessionFills,
} from '@/features/trading/api/sessions-api.ts';
import { CHART_FILLS } from '@/features/trading/api/session-updates.ts';
import { ChartCard } from '@/features/trading/components/chart-card.tsx';
import { RunStateChip } from '@/features/trading/components/run-state-chip.tsx';
import type { StatFormat } from '@/features/trading/components/stat-format.ts';
import { TradesGrid } from '@/features/trading/components/trades-grid.tsx';
import { useStatFormat } from '@/features/trading/components/use-stat-format.ts';
import { ManualOrder } from './manual-order.tsx';
import { OpenPosition } from './open-position.tsx';
import { SessionActions, sessionName } from './session-actions.tsx';
import { useSessionSummary } from './session-card.tsx';
import { SessionFigures } from './session-figures.tsx';
import { SessionLog } from './session-log.tsx';

const PriceChart = lazy(() => import('@/features/trading/components/price-chart.tsx'));

/** Why the session stopped by itself, with a way to carry on when a limit halted it. */
function HaltBanner({ session }: { session: PaperSession }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const move = useMoveSession();
  if (!session.halt_message || (session.state !== 'halted' && session.state !== 'finished')) return null;
  const halted = session.state === 'halted';
  return (
    <Alert
      severity={halted || session.halt === 'bankrupt' ? 'warning' : 'info'}
      sx={{ mt: 2 }}
      action={
        halted &&
        ability.can('update', 'Backtest') && (
          <Button
            color="inherit"
            size="small"
            startIcon={<PlayArrowOutlined />}
            disabled={move.isPending}
            onClick={() => move.mutate({ id: session.id, move: 'resume' })}
          >
            {t('trading.monitor.action.resume')}
          </Button>
        )
      }
    >
      {halted ? t('trading.monitor.halted', { reason: session.halt_message }) : session.halt_message}
      {move.isError && <Typography variant="body2">{applyServerErrors(move.error, t)}</Typography>}
    </Alert>
  );
}

/** The live chart: the bars so far with each fill marked, and the equity below. */
function SessionChart({ session }: { session: PaperSession }) {
  const { t } = useTranslation();
  const bars = useSessionBars(session.id);
  const fills = useSessionFills(session.id);
  const failed = bars.error ?? fills.error;
  return (
    <ChartCard
      title={t('trading.monitor.chart')}
      hint={
        session.fill_count > CHART_FILLS
          ? t('trading.monitor.chartLatestFills', { count: CHART_FILLS })
          : t('trading.monitor.chartHint')
      }
      height={500}
    >
      {failed ? (
        <LoadError
          message={applyServerErrors(failed, t)}
          onRetry={() => void Promise.all([bars.refetch(), fills.refetch()])}
        />
      ) : bars.data && fills.data ? (
        <PriceChart candles={bars.data} fills={fills.data} equity={bars.data.equity} live />
      ) : (
        <Skeleton variant="rounded" height={500} />
      )}
    </ChartCard>
  );
}

/** A titled card. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function SessionHeader({
  session,
  format,
  onDeleted,
}: {
  session: PaperSession;
  format: StatFormat;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const summary = useSessionSummary();
  const day = (value: string | null) => (value ? formatters.date(`${value}T12:00:00Z`) : '…');
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 240 }}>
            {sessionName(session)}
          </Typography>
          <RunStateChip state={session.state} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('trading.monitor.strategy', {
            strategy: session.strategy_name,
            version: session.strategy_version,
          })}
          {' · '}
          {summary(session)}
        </Typography>
        {session.feed === 'replay' && (
          <Typography variant="body2" color="text.secondary">
            {session.from || session.to
              ? t('trading.monitor.period', { from: day(session.from), to: day(session.to) })
              : t('trading.monitor.allPeriod')}
          </Typography>
        )}
        <HaltBanner session={session} />
        <Stack spacing={2} sx={{ mt: 2 }}>
          <SessionFigures session={session} format={format} all />
          <SessionActions session={session} onDeleted={onDeleted} />
          <ManualOrder session={session} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The log and the closed trades. Their own queries keep them current: the session's other changes (ten a
 * second at full speed) leave them, and the trades grid, alone.
 */
const SessionHistory = memo(function SessionHistory({
  sessionId,
  format,
}: {
  sessionId: number;
  format: StatFormat;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('trading.monitor.log')}>
        <SessionLog sessionId={sessionId} format={format} />
      </Section>
      <Card>
        <CardContent>
          <TradesGrid source={{ query: sessionTradesQuery(sessionId) }} format={format} />
        </CardContent>
      </Card>
    </>
  );
});

/**
 * One session, live: what it is and where it stands (with why it halted), its candles with the fills marked
 * and its equity, the open position, the log and the closed trades.
 */
export function SessionView({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useTranslation();
  const session = useSession(id);
  const format = useStatFormat(session.data?.instrument_id);
  // Deleted here or in another tab (its queries let go, then read again): the view closes.
  const gone = session.error instanceof ApiRequestError && session.error.status === 404;
  useEffect(() => {
    if (gone) onDeleted();
  }, [gone, onDeleted]);

  if (session.isPending) return <Skeleton variant="rounded" height={320} />;
  if (session.isError)
    return <LoadError message={applyServerErrors(session.error, t)} onRetry={() => void session.refetch()} />;
  const s = session.data;
  return (
    <Stack spacing={2} component="section" aria-label={sessionName(s)} data-session-view={s.id}>
      <SessionHeader session={s} format={format} onDeleted={onDeleted} />
      <SessionChart session={s} />
      <Section title={t('trading.monitor.position')}>
        <OpenPosition session={s} format={format} />
      </Section>
      <SessionHistory sessionId={s.id} format={format} />
    </Stack>
  );
}
