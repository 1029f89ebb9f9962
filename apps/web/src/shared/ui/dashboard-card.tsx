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
  title,
  scope,
  link,
  query,
  empty,
  figures,
  children,
}: {
  id: string;
  title: string;
  /** What the figures count, e.g. "Nov. 2025 – Nov. 2026" or "Today". */
  scope: string;
  link: { to: string; label: string };
  query: CardQuery;
  /** Shown instead of the figures when set. */
  empty?: string | false;
  /** Undefined until the query answers. */
  figures: FigureSpec[] | undefined;
  /** Below the figures (a chart). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `dashboard-card-${id}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      data-dashboard-card={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {scope}
            </Typography>
          </Box>
          <Button component={Link} to={link.to} size="small">
            {link.label}
          </Button>
        </Stack>
        {query.isError ? (
          <LoadError message={t('dashboard.loadError')} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Stack spacing={1} data-testid="dashboard-card-skeleton">
            <Skeleton width="60%" height={36} />
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : empty ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <>
            {figures && <Figures figures={figures} />}
            {children}
          </>
        )}
      </CardContent>
    </Card>
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
