import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { User } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';

export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const place = [user.city, user.state, user.country].filter(Boolean).join(', ');
  return (
    <Card sx={{ mb: 3 }}>
      <Box
        sx={(theme) => ({
          height: 140,
          background: `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 3, px: 3, pb: 3, mt: -6 }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt={user.full_name}
          variant="rounded"
          sx={{ width: 110, height: 110, border: 4, borderColor: 'background.paper', fontSize: 40 }}
        >
          {(user.full_name || user.username || '').slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h5" component="h1">
            {user.full_name || user.username}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary', mt: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
              <BadgeOutlined fontSize="small" /> {user.role}
            </Box>
            {place && (
              <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                <PlaceOutlined fontSize="small" /> {place}
              </Box>
            )}
          </Box>
        </Box>
        <Chip
          label={t(`profile.status.${user.status}`)}
          color={user.status === 'active' ? 'success' : 'default'}
        />
      </Box>
    </Card>
  );
}
