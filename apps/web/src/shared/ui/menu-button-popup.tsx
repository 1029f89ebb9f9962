import type { ReactNode } from 'react';
import Menu from '@mui/material/Menu';
import Popover from '@mui/material/Popover';

/** What `MenuButton` opens: a menu of items, or a panel named `label`. */
export default function MenuButtonPopup({
  id,
  label,
  anchor,
  kind,
  onClose,
  children,
}: {
  id: string;
  label: string;
  anchor: HTMLElement | null;
  kind: 'menu' | 'dialog';
  onClose: () => void;
  children: ReactNode;
}) {
  const placement = {
    id,
    anchorEl: anchor,
    open: Boolean(anchor),
    onClose,
    anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
    transformOrigin: { vertical: 'top', horizontal: 'right' },
    slotProps: { paper: { sx: { mt: '6px', minWidth: 200 } } },
  } as const;
  return kind === 'menu' ? (
    <Menu {...placement}>{children}</Menu>
  ) : (
    <Popover
      {...placement}
      slotProps={{ paper: { ...placement.slotProps.paper, role: 'dialog', 'aria-label': label } }}
    >
      {children}
    </Popover>
  );
}
