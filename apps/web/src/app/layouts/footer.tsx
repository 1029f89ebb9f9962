import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APP_TITLE } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';

/** The footer, static by default; the customizer can make it sticky (kept at the window's bottom) or hide it. */
export function Footer() {
  const { t } = useTranslation();
  const { footerType } = useStore(settingsStore);
  if (footerType === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        ...(footerType === 'sticky' && {
          position: 'sticky',
          bottom: 0,
          zIndex: 'appBar',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }),
        px: 3,
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">
        {t('footer.copyright', { year: new Date().getFullYear(), app: APP_TITLE })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Link component={RouterLink} to="/pages/faq" variant="body2">
          {t('page.faq')}
        </Link>
        <Link component={RouterLink} to="/front-pages/help-center" variant="body2">
          {t('page.helpCenter')}
        </Link>
      </Box>
    </Box>
  );
}
