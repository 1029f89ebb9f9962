import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The top of a Workana card: its title, a line saying what it holds, and an action at the end if any. */
export function CardHeading({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ px: 2.5, pt: 2.5, justifyContent: 'space-between', alignItems: 'center' }}>
      <div>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </div>
      {action}
    </Stack>
  );
}
