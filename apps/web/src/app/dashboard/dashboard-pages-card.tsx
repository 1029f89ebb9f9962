import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/shared/ui/dashboard-card.tsx';
import { NavIcon } from '@/app/layouts/nav/nav-icon.tsx';
import { useMenu } from '@/app/layouts/nav/use-menu.ts';

/** What the reader's role lets them open: the menu's groups and entries, each a link. */
export function PagesDashboardCard() {
  const { t } = useTranslation();
  const { menu } = useMenu();
  return (
    <DashboardCard id="pages" scope={t('dashboard.byRole')}>
      {menu.map((group) => (
        <Box key={group.id} component="section" aria-label={t(group.i18nKey)}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t(group.i18nKey)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {group.items.map((item) => (
              <Chip
                key={item.name}
                component={Link}
                to={item.path}
                clickable
                variant="outlined"
                icon={<NavIcon name={item.menu?.icon} fontSize="small" />}
                label={t(item.i18nKey)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </DashboardCard>
  );
}
