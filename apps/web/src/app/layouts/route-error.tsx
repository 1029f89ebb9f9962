import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { logger } from '@/shared/logging/logger.ts';

/** Shown when a route fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  logger.error('route error', useRouteError());
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Typography variant="h4" component="h1">
        {t('errors.routeTitle')}
      </Typography>
      <Typography color="text.secondary">{t('errors.routeBody')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}
