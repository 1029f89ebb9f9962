import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { Subject } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';

/** A header action leading to another energy screen, shown only to whom the server lets do it. */
export function AreaActionLink({
  to,
  action,
  subject,
  icon,
  children,
}: {
  to: string;
  action: 'read' | 'create' | 'update';
  subject: Subject;
  icon?: ReactNode;
  children: ReactNode;
}) {
  if (!useAbility().can(action, subject)) return null;
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={icon}>
      {children}
    </Button>
  );
}
