import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useUserStats } from '@/shared/api/users-api.ts';

const CARDS = [
  { key: 'total', status: '', icon: GroupOutlined, color: 'primary.dark' },
  { key: 'active', status: 'active', icon: HowToRegOutlined, color: 'success.main' },
  { key: 'pending', status: 'pending', icon: HourglassEmptyOutlined, color: 'warning.main' },
  { key: 'inactive', status: 'inactive', icon: PersonOffOutlined, color: 'text.secondary' },
] as const;

/** Totals by status; a card filters the list by its status. */
export function UserStatsCards({
  selected,
  onSelect,
}: {
  selected: string;
  onSelect: (status: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stats = useUserStats();
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {CARDS.map(({ key, status, icon: Icon, color }) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <Card
            variant={selected === status ? 'elevation' : 'outlined'}
            sx={{ height: '100%', ...(selected === status && { outline: 2, outlineColor: 'primary.main' }) }}
          >
            <CardActionArea
              onClick={() => onSelect(status)}
              aria-pressed={selected === status}
              sx={{ p: 2, height: '100%' }}
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Icon sx={{ fontSize: 36, color }} />
                <div>
                  <Typography variant="body2" color="text.secondary">
                    {t(`admin.users.stats.${key}`)}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {stats.data ? format.number(stats.data[key]) : <Skeleton width={48} />}
                  </Typography>
                </div>
              </Stack>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
