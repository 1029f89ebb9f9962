import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExploreOffOutlined from '@mui/icons-material/ExploreOffOutlined';
import { entryPathOf, type PageDef } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MiscScreen } from '@/features/misc/misc-screen.tsx';
import { NavIcon } from '@/app/layouts/nav/nav-icon.tsx';
import { useMenu } from '@/app/layouts/nav/use-menu.ts';

const LANDING = 'dashboards-main';

function PageCard({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={entryPathOf(page) ?? page.path}
        data-landing-card={page.name}
        sx={{ height: '100%', p: 2, display: 'flex', justifyContent: 'flex-start', gap: 1.5 }}
      >
        <Box
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 1.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'primary.dark',
          }}
        >
          <NavIcon name={page.menu?.icon} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{t(page.i18nKey)}</Typography>
          {page.underConstruction && (
            <Typography variant="caption" color="text.secondary">
              {t('landing.soon')}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * The landing page every role reaches. Until the main dashboard is built it shows what the user may open:
 * the menu's entries (the page catalogue filtered by the user's rules), one card each, by area.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  const { menu } = useMenu();
  const areas = menu
    .map((group) => ({ ...group, items: group.items.filter((page) => page.name !== LANDING) }))
    .filter((group) => group.items.length > 0);
  if (areas.length === 0)
    return (
      <MiscScreen
        icon={ExploreOffOutlined}
        title={t('landing.emptyTitle')}
        body={t('landing.emptyBody')}
        action={null}
        fullHeight={false}
      />
    );
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('page.dashboardsMain')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('landing.intro')}
        </Typography>
      </Box>
      {areas.map((area) => (
        <Box component="section" key={area.id} aria-labelledby={`landing-${area.id}`}>
          <Typography
            id={`landing-${area.id}`}
            variant="h6"
            component="h2"
            sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <NavIcon name={area.icon} fontSize="small" />
            {t(area.i18nKey)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            }}
          >
            {area.items.map((page) => (
              <PageCard key={page.name} page={page} />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
