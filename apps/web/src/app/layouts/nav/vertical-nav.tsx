import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuGroup } from '@/app/navigation/menu.ts';
import { NavIcon } from './nav-icon.tsx';
import { UnreadBadge, unreadLabel } from './unread-badge.tsx';
import { useMenu } from './use-menu.ts';

function NavGroup({
  group,
  activeName,
  unread,
  compact,
  onNavigate,
}: {
  group: MenuGroup;
  activeName?: string;
  unread: Record<string, number>;
  compact: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const containsActive = group.items.some((item) => item.name === activeName);
  const [open, setOpen] = useState(containsActive);
  const label = t(group.i18nKey);
  // Each entry is a list item, so the lists hold only <li> (what assistive technology counts).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={compact ? label : undefined}
        data-nav-group={group.id}
        sx={{ borderRadius: 1.5, mx: 1, ...(containsActive && { bgcolor: 'action.selected' }) }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
          <NavIcon name={group.icon} fontSize="small" />
        </ListItemIcon>
        {!compact && <ListItemText primary={label} />}
        {!compact &&
          (open ? <ExpandLessOutlined fontSize="small" /> : <ExpandMoreOutlined fontSize="small" />)}
      </ListItemButton>
      <Collapse in={open && !compact} unmountOnExit>
        <List disablePadding>
          {group.items.map((item) => {
            const active = item.name === activeName;
            const count = unread[item.name] ?? 0;
            return (
              <ListItem key={item.name} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.path}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  aria-label={unreadLabel(t, t(item.i18nKey), count)}
                  data-nav-item={item.name}
                  sx={{
                    borderRadius: 1.5,
                    mx: 1,
                    pl: 2.5,
                    ...(active && {
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      '&:hover': { bgcolor: 'primary.dark' },
                    }),
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 28, color: 'inherit' }}>
                    <NavIcon sx={{ fontSize: 10 }} />
                  </ListItemIcon>
                  <ListItemText primary={t(item.i18nKey)} />
                  <UnreadBadge count={count} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The vertical menu; `compact` shows only the group icons (collapsed layout). */
export function VerticalNav({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { menu, activeName, unread } = useMenu();
  return (
    <Box component="nav" aria-label={t('nav.main')} data-testid="main-nav" sx={{ py: 1 }}>
      <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {menu.map((group) => (
          <NavGroup
            key={group.id}
            group={group}
            activeName={activeName}
            unread={unread}
            compact={compact}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </Box>
  );
}
