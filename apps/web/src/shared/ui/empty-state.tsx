import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export function EmptyState({ title, body, icon }: { title: string; body?: string; icon?: ReactNode }) {
  return (
    <Stack
      spacing={1}
      sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}
    >
      {icon ?? <InboxOutlined sx={{ fontSize: 48 }} />}
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {body && <Typography sx={{ maxWidth: 480 }}>{body}</Typography>}
    </Stack>
  );
}
