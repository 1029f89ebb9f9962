import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APP_TITLE } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        pr: 10,
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
