import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/** What is missing, why, and optionally what to do about it (`action`, a button). */
export function EmptyState({
  title,
  body,
  icon,
  action,
}: {
  title: string;
  body?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
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
      {action && <Stack sx={{ pt: 1 }}>{action}</Stack>}
    </Stack>
  );
}
