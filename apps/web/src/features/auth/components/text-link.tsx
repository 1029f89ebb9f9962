import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="alv-link" to={to}>
      {children}
    </Link>
  );
}
