import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useAccountActions } from './use-account-actions.tsx';
import { UserEditDialog } from './user-edit-dialog.tsx';

export const userPath = (id: number) => `/admin-panel/user/view/${id}`;

/** View, edit and a menu of account changes for one row, each named with the person it acts on. */
export function UserRowActions({ user, onPurge }: { user: AdminUser; onPurge?: (user: AdminUser) => void }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const account = useAccountActions(user);
  const [editing, setEditing] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const name = user.full_name || user.username;
  const menuId = `user-actions-${user.id}`;
  const choose = (action: () => void) => () => {
    setMenu(null);
    action();
  };
  const items = user.deleted
    ? onPurge
      ? [{ key: 'purge', label: t('admin.users.purge.open'), run: () => onPurge(user) }]
      : []
    : [
        ...(account.canToggle
          ? [
              {
                key: 'toggle',
                label: account.active ? t('admin.users.deactivate') : t('admin.users.activate'),
                run: account.toggle,
              },
            ]
          : []),
        ...(account.canDelete
          ? [{ key: 'delete', label: t('admin.users.delete.open'), run: account.askDelete }]
          : []),
      ];

  return (
    <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
      {!user.deleted && (
        <IconButton
          size="small"
          component={RouterLink}
          to={userPath(user.id)}
          aria-label={t('admin.users.rowActions.view', { name })}
        >
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      )}
      {!user.deleted && ability.can('update', 'Admin') && (
        <IconButton
          size="small"
          aria-label={t('admin.users.rowActions.edit', { name })}
          onClick={() => setEditing(true)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
      {items.length > 0 && (
        <IconButton
          size="small"
          aria-label={t('admin.users.rowActions.more', { name })}
          aria-haspopup="menu"
          aria-controls={menu ? menuId : undefined}
          aria-expanded={Boolean(menu)}
          onClick={(event) => setMenu(event.currentTarget)}
        >
          <MoreVertOutlined fontSize="small" />
        </IconButton>
      )}
      <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {items.map((item) => (
          <MenuItem key={item.key} onClick={choose(item.run)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
      {editing && <UserEditDialog user={user} open onClose={() => setEditing(false)} />}
      {account.dialogs}
    </Stack>
  );
}
