import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from './load-error.tsx';

/** The main dashboard's period, as calendar days (YYYY-MM-DD); cards that count by month take its months. */
export interface DashboardRange {
  from: string;
  to: string;
}

/** `path` opened over `period` (`from`, `to`): an "Open" link that keeps the dashboard's period. */
export const withPeriod = (path: string, period: { from: string; to: string }) =>
  `${path}?${new URLSearchParams(period).toString()}`;

/** A card's query as the shell needs it: TanStack Query's own fields. */
interface CardQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * One card of the main dashboard: its title, what period it counts, a link to its area, and its figures
 * once its own query answers — skeletons before, an error with a retry if it fails, `empty` when there is
 * nothing to count.
 */
export function DashboardCard({
  id,
  scope,
  open,
  query,
  empty,
  figures,
  children,
}: {
  /** The card's name in the layout; its title is the `dashboard.cards` text of that name. */
  id: string;
  /** What the figures count, e.g. "Nov. 2025 – Nov. 2026" or "Today". */
  scope: string;
  /** The card's area, opened by its "Open" link. */
  open?: string;
  /** Absent for a card that shows what it already has. */
  query?: CardQuery;
  /** Shown instead of the figures when set. */
  empty?: string | false;
  /** Undefined until the query answers. */
  figures?: FigureSpec[];
  /** Below the figures (a chart). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CardFrame
      id={id}
      busy={!!query?.isPending}
      heading={
        <>
          <CardHeading id={id} title={t(`dashboard.cards.${id}`)}>
            {scope}
          </CardHeading>
          {open && (
            <Button component={Link} to={open} size="small">
              {t('dashboard.open')}
            </Button>
          )}
        </>
      }
    >
      {query?.isError ? (
        <LoadError message={t('dashboard.loadError')} onRetry={() => void query.refetch()} />
      ) : query?.isPending ? (
        <FiguresSkeleton />
      ) : empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          {figures && <Figures figures={figures} />}
          {children}
        </>
      )}
    </CardFrame>
  );
}

/** A card while its own module loads: its title and the skeletons it shows until its figures come. */
export function DashboardCardPlaceholder({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <CardFrame
      id={id}
      busy
      heading={
        <CardHeading id={id} title={t(`dashboard.cards.${id}`)}>
          <Skeleton width="40%" />
        </CardHeading>
      }
    >
      <FiguresSkeleton />
    </CardFrame>
  );
}

function CardFrame({
  id,
  busy,
  heading,
  children,
}: {
  id: string;
  busy: boolean;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={`dashboard-card-${id}`}
      aria-busy={busy}
      data-dashboard-card={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          {heading}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function CardHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={`dashboard-card-${id}`} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}

function FiguresSkeleton() {
  return (
    <Stack spacing={1} data-testid="dashboard-card-skeleton">
      <Skeleton width="60%" height={36} />
      <Skeleton width="40%" />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}

/**
 * One figure of a card, labelled `dashboard.figures.<name>`. `value` is the exact number behind the text,
 * for tests and for copying; `tone` marks a figure that calls for action.
 */
export interface FigureSpec {
  name: string;
  value: number | null;
  text: string;
  tone?: 'warning' | 'error' | false;
}

/** The figures of a card side by side, wrapping on narrow cards. */
function Figures({ figures }: { figures: FigureSpec[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))' }}>
      {figures.map(({ name, value, text, tone }) => (
        <Box key={name} data-figure={name} data-value={value ?? ''}>
          <Typography variant="body2" color="text.secondary">
            {t(`dashboard.figures.${name}`)}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{
              fontWeight: 600,
              ...(tone && {
                color: (theme) => theme.palette[tone][theme.palette.mode === 'dark' ? 'light' : 'dark'],
              }),
            }}
          >
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
