import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { PeriodQuery } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { FigureList, type Figure } from './figure-list.tsx';

/** A titled card of an overview page; `loading` shows a skeleton of `height` in place of the content. */
export function Section({
  title,
  children,
  loading,
  height = 240,
}: {
  title: string;
  children?: ReactNode;
  loading?: boolean;
  height?: number;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {loading ? <Skeleton variant="rounded" height={height} /> : children}
      </CardContent>
    </Card>
  );
}

/** A section holding a lazy chart: one skeleton while the figures or the chart's code are on their way. */
export function ChartSection({
  title,
  height = 320,
  chart,
}: {
  title: string;
  height?: number;
  /** Undefined while loading. */
  chart: ReactNode | undefined;
}) {
  const skeleton = <Skeleton variant="rounded" height={height} />;
  return (
    <Section title={title} loading={chart === undefined} height={height}>
      <Suspense fallback={skeleton}>{chart}</Suspense>
    </Section>
  );
}

/** A section holding a table that runs to the card's edges, with an optional line explaining it. */
export function TableSection({
  title,
  hint,
  table,
}: {
  title: string;
  hint?: string;
  /** Undefined while loading. */
  table: ReactNode | undefined;
}) {
  return (
    <Section title={title} loading={table === undefined}>
      {hint && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ mx: -2 }}>{table}</Box>
    </Section>
  );
}

/**
 * The body of an overview page: an error with a retry, the empty state when there is nothing to count yet,
 * or the page's grid (whose sections show skeletons while the first answer is on its way).
 */
export function OverviewContent({
  error,
  onRetry,
  empty,
  children,
}: {
  error: boolean;
  onRetry: () => void;
  /** Set once the data says there is nothing to show: what is missing and what to do. */
  empty?: { icon: ReactNode; title: string; body: string } | false;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (error) return <LoadError message={t('energy.loadError')} onRetry={onRetry} />;
  if (empty)
    return (
      <Card>
        <EmptyState {...empty} />
      </Card>
    );
  return (
    <Grid container spacing={3}>
      {children}
    </Grid>
  );
}

/**
 * The grid every overview shares: its KPIs in one row, the main chart beside the alerts, the table, then
 * optionally a second chart beside a short list of figures. Sections show skeletons while `loading`.
 */
export function OverviewLayout({
  loading,
  kpis,
  chart,
  alerts,
  table,
  more,
}: {
  loading: boolean;
  kpis: ReactNode[];
  chart: { title: string; chart: ReactNode | undefined };
  alerts: { title: string; content: ReactNode };
  table: { title: string; hint?: string; table: ReactNode | undefined };
  more?: {
    chart: { title: string; chart: ReactNode | undefined };
    figures: { title: string; rows: Figure[] };
  };
}) {
  // Four or six KPIs fill rows of four or three; any other count shares one row.
  const kpiWidth = kpis.length % 4 === 0 ? 3 : kpis.length % 3 === 0 ? 4 : 'grow';
  return (
    <>
      <Grid size={12}>
        <Grid container spacing={3}>
          {kpis.map((kpi, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: kpiWidth }}>
              {kpi}
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartSection {...chart} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Section title={alerts.title} loading={loading} height={120}>
          {alerts.content}
        </Section>
      </Grid>
      <Grid size={12}>
        <TableSection {...table} />
      </Grid>
      {more && (
        <>
          <Grid size={{ xs: 12, md: 7 }}>
            <ChartSection {...more.chart} height={260} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Section title={more.figures.title} loading={loading} height={160}>
              <FigureList figures={more.figures.rows} />
            </Section>
          </Grid>
        </>
      )}
    </>
  );
}

/**
 * An overview's empty state in words: `<section>.empty` and its body when nothing exists yet, the
 * `emptyFiltered` pair when the plant or distributor filter leaves nothing.
 */
export function emptyTexts(t: TFunction, section: string, period: PeriodQuery) {
  const filtered = period.plant_id !== undefined || period.distributor_id !== undefined;
  const key = filtered ? 'emptyFiltered' : 'empty';
  return { title: t(`${section}.${key}`), body: t(`${section}.${key}Body`) };
}
