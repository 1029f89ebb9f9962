import { lazy, Suspense, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

const loadPopup = () => import('./menu-button-popup.tsx');
const MenuButtonPopup = lazy(loadPopup);

/**
 * A navbar icon button opening a menu (`kind` 'menu': children are menu items) or a panel ('dialog':
 * free content). Children receive `close`. The menu's code loads when the button is first pointed at or
 * focused, not with the page.
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
  // Mounted from the first opening on, so that closing plays its transition.
  const [opened, setOpened] = useState(false);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup={kind}
          aria-controls={anchor ? id : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onPointerEnter={() => void loadPopup()}
          onFocus={() => void loadPopup()}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
          data-testid={`${id}-button`}
        >
          {icon}
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <MenuButtonPopup id={id} label={label} anchor={anchor} kind={kind} onClose={close}>
            {children(close)}
          </MenuButtonPopup>
        </Suspense>
      )}
    </>
  );
}
