import { Suspense, useState, type ReactNode } from 'react';

/**
 * Draws `children` (typically a lazy dialog or drawer) from the first time `open` is true, and keeps them
 * afterwards so that they close with their transition: their code loads when first needed.
 */
export function MountOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
