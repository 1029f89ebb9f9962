import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The card under a detail page's header: the record's facts in one wrapping row, a skeleton until it loads. */
export function DetailFacts({ children, spacing = 1 }: { children: ReactNode; spacing?: number }) {
  return (
    <Card sx={{ p: 2 }}>
      {children ? (
        <Stack direction="row" spacing={spacing} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {children}
        </Stack>
      ) : (
        <Skeleton variant="rounded" height={24} />
      )}
    </Card>
  );
}

/** A detail page's KPI cards in its grid: `lg` columns each on a wide screen, or sharing the row. */
export function DetailKpis({ kpis, lg = 'grow' }: { kpis: ReactNode[]; lg?: number | 'grow' }) {
  return (
    <>
      {kpis.map((card, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg }}>
          {card}
        </Grid>
      ))}
    </>
  );
}
