import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { planLabel } from '@/shared/i18n/labels.ts';
import { useNavigate } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { StatusChip } from '@/shared/ui/status-chip.tsx';
import { UserAvatar } from '@/shared/ui/user-avatar.tsx';
import { readableText } from '@/shared/ui/readable-text.ts';
import { useAccountActions } from './use-account-actions.tsx';
import { UserEditDialog } from './user-edit-dialog.tsx';

/** Who the user is at a glance, with the actions that change the account as a whole. */
export function UserHeaderCard({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const [editing, setEditing] = useState(false);
  const account = useAccountActions(user, () => navigate('/admin-panel/user/list'));
  const { active } = account;
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <UserAvatar name={user.full_name || user.username || ''} src={user.avatar ?? null} size={88} />
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" noWrap>
              {user.full_name || user.username}
            </Typography>
            <Typography color="text.secondary" noWrap>
              <bdi>@{user.username}</bdi> · <bdi>{user.email}</bdi>
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" color="primary" label={user.role || t('admin.users.noRole')} />
              {user.status && <StatusChip status={user.status} />}
              {user.current_plan && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('admin.users.planLabel', {
                    plan: planLabel(t, user.current_plan),
                  })}
                />
              )}
            </Stack>
          </Stack>
          <Stack
            direction={{ xs: 'row', sm: 'column', md: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            {ability.can('update', 'Admin') && (
              <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('admin.users.edit.open')}
              </Button>
            )}
            {account.canToggle && (
              <Button
                variant="outlined"
                color={active ? 'warning' : 'success'}
                sx={readableText(active ? 'warning' : 'success')}
                onClick={account.toggle}
              >
                {active ? t('admin.users.deactivate') : t('admin.users.activate')}
              </Button>
            )}
            {account.canDelete && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={account.askDelete}
              >
                {t('admin.users.delete.open')}
              </Button>
            )}
          </Stack>
        </Stack>
        {account.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {account.error}
          </Alert>
        )}
      </CardContent>
      <UserEditDialog user={user} open={editing} onClose={() => setEditing(false)} />
      {account.dialogs}
    </Card>
  );
}
