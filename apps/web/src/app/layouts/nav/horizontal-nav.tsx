import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuGroup } from '@/app/navigation/menu.ts';
import { NavIcon } from './nav-icon.tsx';
import { UnreadBadge, unreadLabel } from './unread-badge.tsx';
import { useMenu } from './use-menu.ts';

function GroupMenu({
  group,
  activeName,
  unread,
}: {
  group: MenuGroup;
  activeName?: string;
  unread: Record<string, number>;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = group.items.some((item) => item.name === activeName);
  const menuId = `nav-group-${group.id}`;
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<NavIcon name={group.icon} fontSize="small" />}
        endIcon={<ExpandMoreOutlined fontSize="small" />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{
          px: 1.5,
          whiteSpace: 'nowrap',
          color: active ? 'primary.contrastText' : 'text.primary',
          bgcolor: active ? 'primary.main' : undefined,
          '&:hover': { bgcolor: active ? 'primary.main' : 'action.hover' },
        }}
        data-nav-group={group.id}
      >
        {t(group.i18nKey)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        transitionDuration={0}
        slotProps={{ paper: { sx: { mt: '6px', minWidth: 220 } } }}
      >
        {group.items.map((item) => {
          const count = unread[item.name] ?? 0;
          return (
            <MenuItem
              key={item.name}
              component={Link}
              to={item.path}
              selected={item.name === activeName}
              onClick={() => setAnchor(null)}
              aria-label={unreadLabel(t, t(item.i18nKey), count)}
              data-nav-item={item.name}
            >
              <ListItemIcon>
                <NavIcon fontSize="small" sx={{ fontSize: 12 }} />
              </ListItemIcon>
              {t(item.i18nKey)}
              <UnreadBadge count={count} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The shipped navigation: one bar of group menus under the navbar. */
export function HorizontalNav() {
  const { t } = useTranslation();
  const { menu, activeName, unread } = useMenu();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      data-testid="main-nav"
      sx={{
        display: 'flex',
        gap: 0.5,
        px: 2,
        py: 1,
        overflowX: 'auto',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {menu.map((group) => (
        <GroupMenu key={group.id} group={group} activeName={activeName} unread={unread} />
      ))}
    </Box>
  );
}
