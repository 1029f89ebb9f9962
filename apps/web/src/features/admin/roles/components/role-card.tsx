import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Role } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/shared/ui/user-avatar.tsx';

export function RoleCard({
  role,
  canEdit,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  role: Role;
  canEdit: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const extra = role.user_count - role.holders.length;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, minHeight: 40 }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('admin.roles.userCount', { count: role.user_count })}
          </Typography>
          <AvatarGroup max={5} slotProps={{ surplus: { sx: { width: 32, height: 32, fontSize: 13 } } }}>
            {role.holders.map((h) => (
              <UserAvatar key={h.id} name={h.full_name} src={h.avatar} size={32} />
            ))}
            {extra > 0 && (
              <Avatar
                sx={{
                  width: 32,
                  height: 32,
                  fontSize: 13,
                  bgcolor: 'text.secondary',
                  color: 'background.paper',
                }}
              >
                +{extra}
              </Avatar>
            )}
          </AvatarGroup>
        </Stack>
        <Typography variant="h6" component="h2">
          {role.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {role.code && <Chip size="small" variant="outlined" label={t('admin.roles.builtIn')} />}
          <Chip
            size="small"
            variant="outlined"
            label={t('admin.roles.ruleCount', { count: role.rules.length })}
          />
        </Stack>
      </CardContent>
      {canEdit && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" onClick={onEdit}>
            {t('admin.roles.edit')}
          </Button>
          <Button size="small" onClick={onDuplicate}>
            {t('admin.roles.duplicate')}
          </Button>
          {!role.code && (
            <Button size="small" color="error" onClick={onDelete}>
              {t('admin.roles.delete')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
