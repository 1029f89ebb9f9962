import { Suspense, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/**
 * A lazily loaded chart (or a short table) in a card under its title and a line saying how to read it, with a
 * placeholder while its code loads.
 */
export function ChartCard({
  title,
  hint,
  height,
  heading = 'h3',
  children,
}: {
  title: string;
  hint?: string;
  /** The placeholder's height while the chart's code loads. */
  height: number;
  heading?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component={heading} sx={hint ? undefined : { mb: 1 }}>
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {hint}
          </Typography>
        )}
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}
