import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Figure {
  label: string;
  value: ReactNode;
  /** A line that sums up those above it (a total, the saving). */
  total?: boolean;
  hint?: string;
}

/** Labelled figures one a line, values aligned to the end: a statement people read top to bottom. */
export function FigureList({ figures, testId }: { figures: Figure[]; testId?: string }) {
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid={testId}>
      {figures.map((figure) => (
        <Box
          key={figure.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 0.75,
            borderTop: figure.total ? 1 : 0,
            borderColor: 'divider',
            fontWeight: figure.total ? 700 : undefined,
          }}
        >
          <Box component="dt">
            <Typography component="span" sx={{ fontWeight: 'inherit' }}>
              {figure.label}
            </Typography>
            {figure.hint && (
              <Typography variant="body2" color="text.secondary">
                {figure.hint}
              </Typography>
            )}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, textAlign: 'end', whiteSpace: 'nowrap' }}
            data-figure={figure.label}
          >
            {figure.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
