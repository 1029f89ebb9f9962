import Avatar from '@mui/material/Avatar';
import { initialsOf } from '@/shared/auth/avatar.ts';

export function UserAvatar({ name, src, size = 36 }: { name: string; src: string | null; size?: number }) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'text.secondary',
        color: 'background.paper',
      }}
    >
      {initialsOf(name) || '?'}
    </Avatar>
  );
}
