import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';

/**
 * A navbar icon button opening a menu (`kind` 'menu': children are menu items) or a panel ('dialog':
 * free content). Children receive `close`.
 */
export function MenuButton({
  id,
  label,
  icon,
  children,
  kind = 'menu',
}: {
  id: string;
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
  kind?: 'menu' | 'dialog';
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const placement = {
    id,
    anchorEl: anchor,
    open: Boolean(anchor),
    onClose: close,
    anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
    transformOrigin: { vertical: 'top', horizontal: 'right' },
    slotProps: { paper: { sx: { mt: '6px', minWidth: 200 } } },
  } as const;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup={kind}
          aria-controls={anchor ? id : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid={`${id}-button`}
        >
          {icon}
        </IconButton>
      </Tooltip>
      {kind === 'menu' ? (
        <Menu {...placement}>{children(close)}</Menu>
      ) : (
        <Popover
          {...placement}
          slotProps={{ paper: { ...placement.slotProps.paper, role: 'dialog', 'aria-label': label } }}
        >
          {children(close)}
        </Popover>
      )}
    </>
  );
}
