import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

/** A message box as MUI's standard Alert draws it; `role` is the caller's (alert or status). */
export function Alert({
  severity,
  role,
  children,
  ...rest
}: {
  severity: 'error' | 'warning';
  role: 'alert' | 'status';
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={`alv-alert alv-alert-${severity}`} role={role} {...rest}>
      <Icon name={severity} />
      <div className="alv-alert-message">{children}</div>
    </div>
  );
}
